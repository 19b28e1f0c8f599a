/** Tables of course lessons, enrolment and learning progress (migration 0005_courses). */
type Timestamp = string;

/**
 * The curriculum's lessons with stable ids, so progress survives edits of titles and order.
 * Filled from `courses.curriculum` (the import format) the first time a course is read or
 * enrolled in; from then on this table is the curriculum.
 */
export interface CourseLessonsTable {
  id: string;
  course_id: string;
  section_index: number;
  section_title: string;
  position: number;
  title: string;
  /** 'video' | 'article' | 'quiz' */
  kind: string;
  duration_minutes: number;
  /** HTML, sanitized when staff write it (migration 0043). */
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 1: shown to everyone before enrolling (free preview). */
  is_preview: number;
  /** '' | 'upload' | 'youtube' | 'vimeo' */
  video_kind: string;
  /** Storage key of the uploaded file, or the provider's video id. */
  video_ref: string;
  video_type: string;
  video_size: number;
}

/** One row per user and course; cancelling keeps the row (and the progress) as 'cancelled'. */
export interface CourseEnrollmentsTable {
  user_id: string;
  course_id: string;
  /** 'active' | 'cancelled' */
  status: string;
  /** 'free' | 'order' | 'staff' */
  source: string;
  order_id: string | null;
  enrolled_at: Timestamp;
  cancelled_at: Timestamp | null;
  /** The lesson opened or completed last: where "continue learning" starts. */
  last_lesson_id: string | null;
  last_activity_at: Timestamp | null;
}

export interface LessonProgressTable {
  user_id: string;
  course_id: string;
  lesson_id: string;
  completed_at: Timestamp;
}

export interface CourseLessonAttachmentsTable {
  id: string;
  lesson_id: string;
  course_id: string;
  name: string;
  storage_key: string;
  content_type: string;
  size: number;
  created_at: Timestamp;
}

/** Where a learner stopped in a lesson's video, in seconds. */
export interface LessonPositionsTable {
  user_id: string;
  lesson_id: string;
  course_id: string;
  seconds: number;
  updated_at: Timestamp;
}

export interface CourseTables {
  course_lesson_attachments: CourseLessonAttachmentsTable;
  lesson_positions: LessonPositionsTable;
  course_lessons: CourseLessonsTable;
  course_enrollments: CourseEnrollmentsTable;
  lesson_progress: LessonProgressTable;
}
