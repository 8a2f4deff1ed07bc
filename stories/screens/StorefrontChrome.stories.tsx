// The storefront's chrome as the shop shows it: the bound main header and footer around a page, with the
// mock backend answering from the server's seed data (user ddp-buyer) in the toolbar's language.
import { useMemo, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as StoreProvider, useAtomValue } from 'jotai';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { MemoryRouter, useHref, useNavigate } from '../../packages/shop-app/src/router/index.js';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '@kontor/api/rules';
import { KontorLocaleProvider } from '@kontor/ui/provider';
import StorefrontFooter from '../../packages/shop-app/src/layouts/slots/StorefrontFooter.js';
import StorefrontHeader from '../../packages/shop-app/src/layouts/slots/StorefrontHeader.js';
import { signedInAtom } from '../../packages/shop-app/src/session/state.js';
import { languageAtom } from '../../packages/shop-app/src/state/settings.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

/** Links go through the memory router; the language follows the header's switch as in the app. */
function Frame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  return (
    <AriaRouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <KontorLocaleProvider language={language}>{children}</KontorLocaleProvider>
    </AriaRouterProvider>
  );
}

function StorefrontChrome({ language }: { language: Language }) {
  const { store, client } = useMemo(() => {
    const store = createStore();
    store.set(signedInAtom, true);
    store.set(languageAtom, language);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return { store, client };
  }, [language]);
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={client}>
        <MemoryRouter key={language}>
          <Frame>
            <StorefrontHeader />
            <main style={{ minHeight: '40vh', padding: '24px' }} />
            <StorefrontFooter />
          </Frame>
        </MemoryRouter>
      </QueryClientProvider>
    </StoreProvider>
  );
}

const meta = {
  title: 'Screens/StorefrontChrome',
  component: StorefrontChrome,
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
  render: (_args, { globals }) => <StorefrontChrome language={globals.language as Language} />,
} satisfies Meta<typeof StorefrontChrome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DdpBuyer: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    if (globals.language !== 'en') return; // the other languages are visual baselines
    await expect(await within(banner).findByRole('button', { name: /Account of Greta Hoffmann/ })).toBeVisible();
    await expect(await canvas.findByText('Speicherstadt 12, 20457 Hamburg, Germany')).toBeVisible();
    await userEvent.click(within(banner).getByRole('button', { name: 'Categories' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Outdoor furniture' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull());
  },
};
