import type { ListResult } from '@sen/core/api-client';
import type {
  AdminCourse,
  AdminCourseFormInput,
  AdminCurriculumOrder,
  AdminEnrolment,
  AdminLesson,
  AdminLessonFormInput,
  AdminSection,
  LessonAttachment,
} from '@sen/core/courses/admin';
import { api } from '../../api/browser-api';
import { downloadFile, uploadWithProgress } from '../kit/upload';

const p = (s: string) => encodeURIComponent(s);
const base = (id: string) => `/admin/courses/${p(id)}`;

export interface CourseListQuery {
  page: number;
  limit: number;
  q?: string;
  category?: string;
  published?: '' | 'true' | 'false';
}

/** The course back office's calls (issue 17). */
export const adminCoursesApi = {
  list: (q: CourseListQuery, signal?: AbortSignal) =>
    api.get<ListResult<AdminCourse>>('/admin/courses', { query: { ...q }, signal }),
  one: (id: string, signal?: AbortSignal) => api.get<AdminCourse>(base(id), { signal }),
  save: (id: string | null, body: AdminCourseFormInput) =>
    id ? api.put<AdminCourse>(base(id), body) : api.post<AdminCourse>('/admin/courses', body),
  remove: (id: string) => api.delete<unknown>(base(id)),
  categories: (signal?: AbortSignal) => api.get<Array<{ code: string; name: string }>>('/course-categories', { signal }),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return uploadWithProgress<{ url: string }>('/admin/courses/images', form, () => {});
  },

  curriculum: (id: string, signal?: AbortSignal) => api.get<AdminSection[]>(`${base(id)}/curriculum`, { signal }),
  addLesson: (id: string, body: AdminLessonFormInput) => api.post<AdminLesson>(`${base(id)}/lessons`, body),
  saveLesson: (id: string, lessonId: string, body: AdminLessonFormInput) =>
    api.put<AdminLesson>(`${base(id)}/lessons/${p(lessonId)}`, body),
  deleteLesson: (id: string, lessonId: string) => api.delete<unknown>(`${base(id)}/lessons/${p(lessonId)}`),
  renameSection: (id: string, index: number, title: string) =>
    api.put<AdminSection[]>(`${base(id)}/sections/${index}`, { title }),
  reorder: (id: string, body: AdminCurriculumOrder) => api.put<AdminSection[]>(`${base(id)}/curriculum`, body),
  uploadVideo: (id: string, lessonId: string, file: File, onProgress: (f: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return uploadWithProgress<AdminLesson>(`${base(id)}/lessons/${p(lessonId)}/video`, form, onProgress);
  },
  removeVideo: (id: string, lessonId: string) => api.delete<AdminLesson>(`${base(id)}/lessons/${p(lessonId)}/video`),
  addAttachment: (id: string, lessonId: string, file: File, onProgress: (f: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return uploadWithProgress<LessonAttachment>(`${base(id)}/lessons/${p(lessonId)}/attachments`, form, onProgress);
  },
  removeAttachment: (id: string, lessonId: string, attachmentId: string) =>
    api.delete<unknown>(`${base(id)}/lessons/${p(lessonId)}/attachments/${p(attachmentId)}`),

  enrolments: (id: string, status: 'active' | 'pending', signal?: AbortSignal) =>
    api.get<AdminEnrolment[]>(`${base(id)}/enrollments`, { query: { status }, signal }),
  enrol: (id: string, email: string) => api.post<{ userId: string }>(`${base(id)}/enrollments`, { email }),
  approve: (id: string, userId: string) => api.post<unknown>(`${base(id)}/enrollments/${p(userId)}/approve`, {}),
  reject: (id: string, userId: string) => api.post<unknown>(`${base(id)}/enrollments/${p(userId)}/reject`, {}),
  exportCsv: (id: string, code: string) => downloadFile(`${base(id)}/enrollments.csv`, `course-${code}-students.csv`),
};
