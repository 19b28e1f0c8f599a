import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** Routes of the courses area. `storefront`: inside the shop's header and footer; `standalone`: own layout. */
export const storefront: RouteConfigEntry[] = [
  route('course', 'routes/courses.catalogue.tsx'),
  route('course/category/:slug', 'routes/courses.category.tsx'),
  route('course-details', 'routes/courses.details.tsx'),
  route('my-courses', 'routes/courses.my-courses.tsx'),
  route('course/:id/learn', 'routes/courses.learn.tsx'),
];
export const standalone: RouteConfigEntry[] = [];
