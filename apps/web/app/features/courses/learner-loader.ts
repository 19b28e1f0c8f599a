import type { LessonView, MyCourse, MyCourseDetail } from '@sen/core';
import { type CoursesApi, coursesApi } from '@sen/core/api/courses';
import { isApiError } from '@sen/core/api-client';
import { type AppLoadContext, data, redirect } from 'react-router';
import { api } from '../api/browser-api';
import { serverApi } from '../api/server-api';
import { loginPath } from '../auth/session';
import { courseDetailsHref, learnHref } from './format';
import { loadCourseTexts } from './texts';

type Load<T> = (api: CoursesApi, request: Request, params: Record<string, string | undefined>) => Promise<T>;

async function guarded<T>(client: CoursesApi, request: Request, params: Record<string, string | undefined>, load: Load<T>) {
  try {
    return await load(client, request, params);
  } catch (error) {
    // Not signed in: the login page, then back here (spec 1 guard, as the account pages).
    if (isApiError(error) && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(loginPath(url.pathname + url.search));
    }
    throw error;
  }
}

/** Server render: the calls carry the visitor's `sen_at` cookie. */
export function serverLearnerLoad<T>(
  context: AppLoadContext,
  request: Request,
  params: Record<string, string | undefined>,
  load: Load<T>,
) {
  return guarded(coursesApi(serverApi(context)), request, params, load);
}

/** In-app navigation: the browser client's in-memory token, refreshed on a 401. */
export async function clientLearnerLoad<T>(request: Request, params: Record<string, string | undefined>, load: Load<T>) {
  const [data] = await Promise.all([guarded(coursesApi(api), request, params, load), loadCourseTexts()]);
  return data;
}

export const myCoursesData: Load<MyCourse[]> = (client) => client.myCourses();

export interface LearnData {
  mine: MyCourseDetail | null;
  lesson: LessonView | null;
}

/** The learning page: the lesson asked for, else where the learner left off, else the first one. */
export const learnData: Load<ReturnType<typeof data<LearnData>>> = async (client, request, params) => {
  const code = params.id ?? '';
  let mine: MyCourseDetail;
  try {
    mine = await client.myCourse(code);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      return data<LearnData>({ mine: null, lesson: null }, { status: 404 });
    throw error;
  }
  const asked = new URL(request.url).searchParams.get('lesson');
  // Not enrolled (or not bought yet): the free previews only; without one, the course page says how to get in.
  const previews = mine.course.curriculum.flatMap((s) => s.lessons).filter((l) => l.isPreview);
  if (!mine.canAccessContent && !previews.length) throw redirect(courseDetailsHref(mine.course.code));
  if (!mine.canAccessContent && asked && !previews.some((l) => l.id === asked))
    throw redirect(courseDetailsHref(mine.course.code));
  const first = (mine.canAccessContent ? mine.course.curriculum[0]?.lessons[0]?.id : previews[0]?.id) ?? null;
  const lessonId = asked || mine.progress?.resumeLessonId || first;
  if (!lessonId) return data<LearnData>({ mine, lesson: null });
  try {
    return data<LearnData>({ mine, lesson: await client.lesson(mine.course.code, lessonId) });
  } catch (error) {
    // A stale ?lesson= (the course changed): start from the resume point instead.
    if (asked && isApiError(error) && error.status === 404) throw redirect(learnHref(mine.course.code));
    throw error;
  }
};
