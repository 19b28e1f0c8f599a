import type { StoreSettings } from '@sen/core';
import { catalogApi } from '@sen/core/api/catalog';
import type { AppLoadContext } from 'react-router';
import { oncePerRequest } from '../api/per-request';
import { serverApi } from '../api/server-api';
import { siteOrigin } from '../seo/site';
import type { FaqGroup } from './FaqList';
import { faqGroups } from './faq-groups';
import { fetchBlockPage } from './page-loader';

/** The store's "contact" setting (branches, hours), managed in the admin area (README decision 14). */
export interface ContactSettings {
  hotline?: string;
  email?: string;
  replyWithinHours?: number;
  appointmentNoticeHours?: number;
  branches?: { city: string; name: string; address: string; phone: string; email: string }[];
  hours?: { days: 'mon-fri' | 'sat' | 'sun'; open: string | null; close: string | null; closed: boolean }[];
}

export interface ContactData {
  settings: StoreSettings | null;
  contact: ContactSettings | null;
  /** The first questions of the FAQ staff edit (decision 0352). */
  faq: FaqGroup[];
  origin: string;
}

export async function loadContact(request: Request, context: AppLoadContext): Promise<ContactData> {
  const api = catalogApi(serverApi(context));
  const [settings, contact, faq] = await Promise.allSettled([
    // The storefront layout asks for it in the same request: one call serves both.
    oncePerRequest(context, 'store-settings', () => api.storeSettings()),
    // Not every server exposes it yet: the page then shows the store settings only.
    api.client.get<ContactSettings>('/settings/contact'),
    fetchBlockPage(context, 'faq'),
  ]);
  return {
    settings: settings.status === 'fulfilled' ? settings.value : null,
    contact: contact.status === 'fulfilled' ? contact.value : null,
    faq: faq.status === 'fulfilled' ? faqGroups(faq.value.blocks).slice(0, 2) : [],
    origin: siteOrigin(request),
  };
}
