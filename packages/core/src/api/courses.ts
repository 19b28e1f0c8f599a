import type { ApiClient, ListResult } from '../api-client';
import type {
  Course,
  CourseCategory,
  CourseDetail,
  CourseLevel,
  CourseProgress,
  CourseSort,
  EnrollmentResult,
  LessonView,
  MyCourse,
  MyCourseDetail,
} from '../courses/types';

/** GET /courses: `q` matches every word, accent-insensitively; `category` is a code or slug. */
export interface CourseListParams {
  q?: string;
  category?: string;
  level?: CourseLevel;
  sort?: CourseSort;
  page?: number;
  limit?: number;
}

const path = (s: string) => encodeURIComponent(s);

/** Typed calls of the courses area, on top of the shared client (used by loaders and the browser). */
export function coursesApi(client: ApiClient) {
  return {
    client,
    list: (query: CourseListParams = {}, signal?: AbortSignal) =>
      client.get<ListResult<Course>>('/courses', { query: { ...query }, signal }),
    course: (codeOrSlug: string, signal?: AbortSignal) => client.get<CourseDetail>(`/courses/${path(codeOrSlug)}`, { signal }),
    categories: (signal?: AbortSignal) => client.get<CourseCategory[]>('/course-categories', { signal }),
    category: (slug: string, signal?: AbortSignal) => client.get<CourseCategory>(`/course-categories/${path(slug)}`, { signal }),
    /** Free courses only: a paid one answers 402 COURSE_NOT_FREE (buy it through the cart). */
    enroll: (code: string) => client.post<EnrollmentResult>(`/courses/${path(code)}/enroll`),
    cancelEnrollment: (code: string) => client.delete<EnrollmentResult>(`/courses/${path(code)}/enroll`),

    myCourses: (signal?: AbortSignal) => client.get<MyCourse[]>('/me/courses', { signal }),
    myCourse: (code: string, signal?: AbortSignal) => client.get<MyCourseDetail>(`/me/courses/${path(code)}`, { signal }),
    progress: (code: string, signal?: AbortSignal) =>
      client.get<CourseProgress>(`/me/courses/${path(code)}/progress`, { signal }),
    lesson: (code: string, lessonId: string, signal?: AbortSignal) =>
      client.get<LessonView>(`/me/courses/${path(code)}/lessons/${path(lessonId)}`, { signal }),
    /** Mark a lesson done (or not): answers the course's new progress. */
    setLessonDone: (code: string, lessonId: string, done: boolean) => {
      const url = `/me/courses/${path(code)}/lessons/${path(lessonId)}/complete`;
      return done ? client.post<CourseProgress>(url) : client.delete<CourseProgress>(url);
    },
    /** Remember where the learner stopped in the lesson's video. */
    savePosition: (code: string, lessonId: string, seconds: number) =>
      client.put<{ seconds: number }>(`/me/courses/${path(code)}/lessons/${path(lessonId)}/position`, { seconds }),
  };
}

export type CoursesApi = ReturnType<typeof coursesApi>;
