/** `<kontor-contact>`: the company's sales contact: address, phones (tel:), sales and service mail, office hours. */
import { useMemo } from 'react';
import { ContactBlock } from '@kontor/ui/storefront/ContactBlock';
import { widgetApi } from '../data/public.js';
import { usePublicData } from '../data/usePublicData.js';
import { messages } from '../messages.js';
import { padded } from '../runtime/layout.js';
import { Loading, Problem } from '../runtime/Notice.js';
import type { WidgetBodyProps } from '../runtime/mount.js';

export function ContactWidget({ settings }: WidgetBodyProps) {
  const { apiBase, language } = settings;
  const api = useMemo(() => widgetApi(apiBase, language), [apiBase, language]);
  const company = usePublicData(`${apiBase} ${language}`, (signal) => api.company(signal));
  if (company.state === 'loading') return <Loading />;
  if (company.state === 'error') return <Problem message={messages.unavailable} onRetry={company.retry} />;
  return (
    <div part="contact" style={padded}>
      <ContactBlock company={company.data} withServiceMail />
    </div>
  );
}
