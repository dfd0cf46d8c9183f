/** Every number the product brief fixes (page sizes, delays, toasts, defaults), and a few of our own, named once. */

// Tables
export const TABLE_DEFAULT_PAGE_SIZE = 10;
export const TABLE_FIRST_PAGE_INDEX = 0;
/** TanStack's convention for "page count unknown". */
export const TABLE_UNKNOWN_PAGE_COUNT = -1;
export const APPOINTMENTS_PAGE_SIZE = 4;
export const REPORTS_PAGE_SIZE = 10;
export const TRANSACTIONS_PAGE_SIZE = 10;
/** How long a table's search box waits after the last key before it asks the server (ours, not the brief's). */
export const TABLE_SEARCH_DEBOUNCE_MS = 300;

// Command palette (ours, not the brief's)
/** How long the palette waits after the last key before it asks the server for patients. */
export const COMMAND_PALETTE_SEARCH_DEBOUNCE_MS = 250;
/** The palette asks for patients from this many characters: one letter is for jumping to a screen. */
export const COMMAND_PALETTE_PATIENT_MIN_LENGTH = 2;

// Patient list
export const PATIENT_PAGE_SIZE_OPTIONS = [10, 20, 30, 40] as const;
export const PATIENT_DEFAULT_PAGE_SIZE = 10;
export const PATIENT_SEARCH_DEBOUNCE_MS = 500;

// Sign-in
export const LOGIN_REDIRECT_DELAY_MS = 2000;

// Toasts (sonner)
export const TOAST_POSITION = 'top-right' as const;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_THEME = 'light' as const;
export const TOAST_VISIBLE_TOASTS = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_OFFSET_PX = 32;

// Scroll areas
export const SCROLL_HIDE_DELAY_MS = 600;
export const PATIENT_LIST_SCROLL_HIDE_DELAY_MS = 200;

// Schedule
export const DEFAULT_PER_PATIENT_TIME = '00:45:00';
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const DEFAULT_SCHEDULE: ReadonlyArray<{ day: (typeof WEEKDAYS)[number]; from: string; to: string }> =
  WEEKDAYS.map((day) => {
    if (day === 'Monday') return { day, from: '08:00', to: '08:05' };
    if (day === 'Tuesday') return { day, from: '15:00', to: '16:00' };
    return { day, from: '09:00', to: '16:00' };
  });

// Prescriptions
/** The prototype's three medicines: the codes of their formulary entries (lib/medicines/rules/essential-medicines.ts). */
export const MEDICINE_OPTIONS = ['atenolol', 'unidox', 'parastamol'] as const;
export const MEDICINE_DURATION_DAYS = [1, 3, 7, 30] as const;
export const MEDICINE_TIMES = ['before meal', 'after meal'] as const;
/** The brief's intervals: the first three of the frequencies (lib/medicines/rules/frequencies.ts). */
export const MEDICINE_INTERVALS = ['morning', 'evening', 'both'] as const;
export const NEXT_VISIT_UNITS = ['days', 'weeks', 'months'] as const;
export const DEFAULT_NEXT_VISIT_UNIT = 'days';

// Diagnosis tests
export const reportNumberFallback = (count: number) => `RPT-${count + 1}`;

// Appointments
export const APPOINTMENT_DEFAULT_AGE = 10;
export const APPOINTMENT_FULLNAME_MIN = 6;
export const APPOINTMENT_PHONE_MIN = 9;
export const GENDERS = ['male', 'female', 'other'] as const;
export const APPOINTMENT_TYPES = ['checkup', 'surgery'] as const;

// Landing page
export const OPENING_HOURS = { from: '08:00 AM', to: '21:00 PM' } as const;
export const COPYRIGHT_YEAR = 2024;
export const YEARS_OF_EXPERIENCE = '3+';

// Layout
export const SIDEBAR_WIDTH_OPEN_PX = 240;
export const SIDEBAR_WIDTH_COLLAPSED_PX = 64;
export const PROFILE_POPUP_WIDTH_PX = 300;
export const PROFILE_POPUP_HEIGHT_PX = 400;
/** How many items of each kind the top bar's bell lists (it also says how many there are in all). */
export const NOTIFICATIONS_SHOWN = 5;

// Uploads (checked on the server by content; next.config.mjs lets server actions carry them)
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/**
 * A report attachment's limit in MB: 5, or 4 in a build made on Vercel (next.config.mjs sets HMS_ATTACHMENT_MAX_MB
 * there), whose functions refuse a request body over 4.5 MB before the app could say why (docs/operations.md).
 */
export const attachmentMaxMb = (setting: string | undefined): 4 | 5 => (setting === '4' ? 4 : 5);
export const ATTACHMENT_MAX_MB = attachmentMaxMb(process.env.HMS_ATTACHMENT_MAX_MB);
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024;

// Reports
export const CASE_REPORT_KINDS = ['birth', 'death'] as const;
export const CASE_ID_PREFIX = { birth: 'BR', death: 'DR' } as const;
export const REPORT_TABS = ['birth', 'death', 'investigation', 'operation'] as const;

/** The audit trail's words (lib/db/schema/audit.ts): what was done, to what, and how it ended. */
export const AUDIT_ACTIONS = ['view', 'export', 'create', 'update', 'delete', 'sign-in', 'sign-in-failed', 'sign-out', 'staff-change', 'void', 'password-reset'] as const;
export const AUDIT_ENTITIES = ['patient', 'appointment', 'diagnosis-test', 'prescription', 'medical-report', 'transaction', 'staff', 'session', 'audit', 'medicine', 'account', 'schedule', 'diagnosis-category', 'database', 'connected-system', 'lab-order', 'lab-test', 'ward', 'admission', 'progress-note'] as const;
export const AUDIT_OUTCOMES = ['success', 'refused', 'failed'] as const;
/** How far back the home screen looks for investigations the doctor has not seen (older ones are in the charts). */
export const REVIEW_WINDOW_DAYS = 30;
/** How many items of each kind the home screen's "To review" lists before saying how many more there are. */
export const REVIEW_ITEMS_SHOWN = 5;

/** The longest search text a list or the API takes (characters); longer is no search. */
export const SEARCH_MAX_LENGTH = 100;
