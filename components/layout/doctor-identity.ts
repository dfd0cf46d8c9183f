/** What the top bar and the profile popup show of the signed-in doctor. */
export type DoctorIdentity = { name: string; email: string; avatarUrl: string };
