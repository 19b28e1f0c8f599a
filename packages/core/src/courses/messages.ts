/** Error and field messages of courses, enrolment and learning (vi and en). */
export const COURSE_ERRORS = {} as const satisfies Record<string, { vi: string; en: string }>;
export const COURSE_FIELD_MESSAGES = {} as const satisfies Record<string, { vi: string; en: string }>;
