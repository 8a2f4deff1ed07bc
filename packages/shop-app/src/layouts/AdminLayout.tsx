/** The admin layout: top bar, sidebar and tag tabs around the routed page (owned by the admin-shell area). */
import { useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from '../router/index.js';
import { AdminContent, AdminFrame, type Collapsed } from '@kontor/ui/shell/AdminFrame';
import { BackToTop } from '@kontor/ui/shell/BackToTop';
import { SettingsPanel } from '@kontor/ui/shell/SettingsPanel';
import { Sidebar } from '@kontor/ui/shell/Sidebar';
import { TagTabs } from '@kontor/ui/shell/TagTabs';
import { ErrorLogBinding } from '../shell/ErrorLogBinding.js';
import { LockBinding } from '../shell/LockBinding.js';
import { shellMessages } from '../shell/shell.messages.js';
import { TopBarBinding } from '../shell/TopBarBinding.js';
import { useScreen } from '../shell/useScreen.js';
import { useKeptPages } from '../shell/useKeptPages.js';
import { useTagTabs } from '../shell/useTagTabs.js';
import { useSignedIn } from '../session/state.js';
import { useMenu } from '../state/menu.js';
import { collapsedAtom, layoutSwitchesAtom } from '../state/settings.js';

export default function AdminLayout() {
  const { pathname } = useLocation();
  const { menu, isLoading, loadFailed, retry } = useMenu();
  const [switches, setSwitches] = useAtom(layoutSwitchesAtom);
  const [userCollapsed, setUserCollapsed] = useAtom(collapsedAtom);
  const narrow = useScreen() < 2;
  // Spec section 9: below 992 px the sidebar starts folded whatever was stored; unfolding it there is for now only.
  const [unfoldedWhileNarrow, setUnfoldedWhileNarrow] = useState(false);
  // A frame drawn by the server (for nobody, at no known width) folds by the stylesheet's width until the session is
  // read; a tab whose stored layout differs from the default draws afresh (main.tsx), so this is the stored fold too.
  const drawnForNobody = !useSignedIn();
  const collapsed: Collapsed = drawnForNobody ? 'by-width' : narrow ? !unfoldedWhileNarrow : userCollapsed;
  const toggleCollapse = () => (narrow ? setUnfoldedWhileNarrow(!unfoldedWhileNarrow) : setUserCollapsed(!userCollapsed));
  const tagTabs = useTagTabs(menu);
  const keptPage = useKeptPages(tagTabs.tabs.map((tab) => tab.value));
  const content = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<'settings' | 'log' | 'lock' | null>(null);
  const page = <Outlet />;

  return (
    <AdminFrame
      collapsed={collapsed}
      logo={<FormattedMessage {...shellMessages.brand} />}
      shortLogo={<FormattedMessage {...shellMessages.brandShort} />}
      topBar={
        <TopBarBinding
          menu={menu}
          collapsed={collapsed === true}
          onToggleCollapse={toggleCollapse}
          onOpenErrorLog={() => setDialog('log')}
          onOpenSettings={() => setDialog('settings')}
          onLock={() => setDialog('lock')}
        />
      }
      sidebar={<Sidebar items={menu} activePath={pathname} collapsed={collapsed} isLoading={isLoading} loadFailed={loadFailed} onRetry={retry} />}
    >
      {switches.showTag ? (
        <TagTabs {...tagTabs} contentRef={content}>
          {keptPage}
        </TagTabs>
      ) : (
        <AdminContent ref={content}>{page}</AdminContent>
      )}
      {/* Keyed by page: each kept page has its own scrolling area. */}
      <BackToTop key={pathname} target={content} />
      <SettingsPanel
        isOpen={dialog === 'settings'}
        onOpenChange={(open) => setDialog(open ? 'settings' : null)}
        values={switches}
        onChange={(name, on) => setSwitches({ [name]: on })}
      />
      <ErrorLogBinding isOpen={dialog === 'log'} onOpenChange={(open) => setDialog(open ? 'log' : null)} />
      <LockBinding isOpen={dialog === 'lock'} onOpenChange={(open) => setDialog(open ? 'lock' : null)} />
    </AdminFrame>
  );
}
