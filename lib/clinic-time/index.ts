// The clinic's one clock: which zone it keeps (zone.ts), reading it at an instant (wall-clock.ts), the instant of a
// wall time (convert.ts), sums of wall times (wall-stamp.ts) and the app's style for an instant (format.ts).
export { DEFAULT_CLINIC_TIME_ZONE, clinicTimeZone, isIanaTimeZone } from './zone';
export { clinicClock, clinicWallStamp, clinicWallTime, isoDateInZone, todayIso, wallParts, type WallParts } from './wall-clock';
export { clinicDayStart, clinicInstant, instantOfClinicWallTime } from './convert';
export { endOfVisit, isPast, stampSeconds, wallSeconds, wallStamp } from './wall-stamp';
export { formatClockTime, formatInstant, formatInstantDate, formatInstantDayMonth } from './format';
