/** Tables of course enrolment and learning progress. */
// biome-ignore lint/complexity/noBannedTypes: filled in by the courses migration
export type CourseTables = {};
