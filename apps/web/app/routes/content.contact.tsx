import { ContactPage } from '../features/content/ContactPage';
import { loadContact } from '../features/content/contact-loader';
import { textSeoMeta } from '../features/seo/meta';
import type { Route } from './+types/content.contact';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  textSeoMeta(matches, loaderData?.origin, '/contact', 'contact.title', 'contact.lead');

export function loader({ request, context }: Route.LoaderArgs) {
  return loadContact(request, context);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} />;
}
