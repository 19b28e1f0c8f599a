import type { CourseDetail, MyCourseDetail } from '@sen/core';
import { coursesApi } from '@sen/core/api/courses';
import { isApiError } from '@sen/core/api-client';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../api/server-api';
import { siteOrigin } from '../seo/site';

export interface DetailsData {
  course: CourseDetail | null;
  /** The visitor's enrolment and progress; null for guests and for a failed look-up. */
  mine: MyCourseDetail | null;
  origin: string;
}

/** /course-details?id=CODE: the public outline, plus the signed-in visitor's enrolment (the `sen_at` cookie). */
export async function loadDetails(request: Request, context: AppLoadContext) {
  const code = (new URL(request.url).searchParams.get('id') ?? '').trim().slice(0, 64);
  const origin = siteOrigin(request);
  if (!code) return data<DetailsData>({ course: null, mine: null, origin }, { status: 404 });
  const api = coursesApi(serverApi(context));
  try {
    const [course, mine] = await Promise.all([api.course(code), api.myCourse(code).catch(() => null)]);
    return data<DetailsData>({ course, mine, origin });
  } catch (error) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    if (!missing) console.error('course details failed:', error);
    return data<DetailsData>({ course: null, mine: null, origin }, { status: missing ? 404 : 502 });
  }
}
