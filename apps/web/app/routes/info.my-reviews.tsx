import { reviewsApi } from '@sen/core/api/reviews';
import { guarded } from '../features/account/account-loader';
import { accountMeta } from '../features/account/meta';
import { api } from '../features/api/browser-api';
import { serverApi } from '../features/api/server-api';
import { loadTextArea, pageTextArea } from '../features/i18n/load-catalogue';
import { MyReviewsPage } from '../features/info/MyReviewsPage';
import { loadInfoTexts } from '../features/info/texts';
import type { Route } from './+types/info.my-reviews';

// The edit form is the product page's review form: its texts too.
pageTextArea('reviews');

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'info.reviews.title');

const pageOf = (request: Request) => {
  const n = Number(new URL(request.url).searchParams.get('page'));
  return Number.isInteger(n) && n > 0 && n <= 10_000 ? n : 1;
};

export function loader({ context, request }: Route.LoaderArgs) {
  return guarded(request, reviewsApi(serverApi(context)), (r) => r.myReviews({ page: pageOf(request), limit: 10 }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    guarded(request, reviewsApi(api), (r) => r.myReviews({ page: pageOf(request), limit: 10 })),
    loadInfoTexts(),
    loadTextArea('reviews'),
  ]);
  return data;
}

export default function MyReviews({ loaderData }: Route.ComponentProps) {
  return <MyReviewsPage data={loaderData} />;
}
