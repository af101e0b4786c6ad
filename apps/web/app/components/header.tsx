import { lazy, useEffect, useState, type ComponentType } from 'react';
import { LazyPart } from './lazy-part.tsx';
import type { DrawerProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Form } from 'react-router';
import { PlainLink, PlainNavLink } from './plain-link.tsx';
import type { TCompanyCapability, TSimpleProfile } from '@tawzeef/contract';
import { memberCan } from '../lib/company-access.ts';
import { useI18n, type TMessageId } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { badgeLook, buttonLook } from './plain.tsx';
import { withMessages } from '../i18n/client-messages.ts';

/**
 * The drawer's code (Mantine's Drawer, its focus trap and scroll lock) is not part of a visit that never opens it
 * (decisions 047 and 163): it is fetched when a person comes to the menu button (pointing at it, touching it, focusing
 * it) or presses it. The drawer is always mounted closed first and opened on a later render, also when the menu button
 * was pressed before its code arrived (a drawer mounted already open did not show under load: the logout journey
 * failed on busy machines).
 */
function useMenuDrawer(wanted: boolean): { Drawer: ComponentType<DrawerProps> | null; ready: boolean } {
  const [Drawer, setDrawer] = useState<ComponentType<DrawerProps> | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('./menu-drawer.tsx').then((module) => {
      if (!live) return;
      setDrawer(() => module.default);
      // Ready (may open) from the frame after the one that mounts it closed.
      requestAnimationFrame(() => requestAnimationFrame(() => live && setReady(true)));
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return { Drawer, ready };
}

/**
 * The unread count: the server's (the page load's) until the stream speaks, then the stream's. The stream sends the
 * count after every change, so while it is open it is never older than a page load (whose count was taken before
 * its own page marked a conversation read). The stream's code (message-events.ts) is fetched only for a signed-in
 * person with an inbox (decision 163): a visitor's first load does without it.
 */
function useUnreadCount(streamUrl: string | null, fromServer: number | null | undefined): number {
  const [live, setLive] = useState<number | null>(null);
  useEffect(() => {
    if (!streamUrl) return;
    let gone = false;
    let unsubscribe: (() => void) | null = null;
    void import('../features/messages/message-events.ts').then(
      (module) => {
        if (!gone) unsubscribe = module.subscribeUnread(streamUrl, setLive);
      },
      // Not arrived (offline, a new deployment): the badge keeps the page load's count.
      () => undefined,
    );
    return () => {
      gone = true;
      unsubscribe?.();
      setLive(null);
    };
  }, [streamUrl]);
  return live ?? fromServer ?? 0;
}

/** A job seeker's CV badge, with its words, fetched only for them (decision 163); the server renders it in place. */
const loadCompleteness = withMessages('completeness-badge', () => import('../features/profile/sections/completeness-badge.tsx'));
const CompletenessBadge = lazy(() => loadCompleteness().then((module) => ({ default: module.CompletenessBadge })));

const PUBLIC_LINKS: Array<[string, TMessageId]> = [
  ['/find-jobs', 'nav.findJobs'],
  ['/majors', 'nav.majors'],
  ['/salaries', 'nav.salaries'],
  ['/blogs', 'nav.blogs'],
];

function accountLinks(user: TSimpleProfile | null): Array<[string, TMessageId]> {
  if (!user) return [];
  if (user.type === 'COMPANY') {
    // What the member's role opens (decision 116): a viewer sees the team page, which lists the jobs shared with them.
    const links: Array<[string, TMessageId, TCompanyCapability]> = [
      ['/company-profile', 'nav.companyProfile', 'company:write'],
      ['/company-jobs', 'nav.companyJobs', 'jobs:read'],
      ['/post-job', 'nav.postJob', 'jobs:write'],
      ['/search-on-employee', 'nav.searchEmployees', 'candidates'],
      ['/talent-pools', 'nav.talentPools', 'candidates'],
      ['/saved-searches', 'nav.savedSearches', 'candidates'],
      ['/payments', 'nav.payments', 'billing'],
      ['/messages', 'nav.messages', 'messages'],
      ['/company-templates', 'nav.templates', 'messages'],
      ['/company-team', 'nav.team', 'company:read'],
      ['/company-reviews', 'nav.companyReviews', 'company:read'],
    ];
    return links.filter(([, , capability]) => memberCan(user, capability)).map(([path, label]): [string, TMessageId] => [path, label]);
  }
  if (user.type === 'ADMIN') return [['/admin', 'nav.admin']];
  return [
    ['/profile', 'nav.profile'],
    ['/my-applications', 'nav.myApplications'],
    ['/saved-jobs', 'nav.savedJobs'],
    ['/job-alerts', 'nav.jobAlerts'],
    ['/messages', 'nav.messages'],
  ];
}

export function UserBadge({ user, onClick }: { user: TSimpleProfile; onClick?: () => void }) {
  const { t, prefix } = useI18n();
  return (
    <div className="plain-row header-user" data-nowrap="" data-testid="header-user">
      {user.type === 'COMPANY' ? (
        // A company's name opens its account and security page (decision 041).
        <PlainLink to={withPrefix(prefix, '/company-account')} className="header-user__name" title={t('nav.companyAccount')} onClick={onClick} data-testid="header-account-link">
          {user.name}
        </PlainLink>
      ) : (
        <span className="header-user__name">{user.name}</span>
      )}
      <span {...badgeLook()}>{t(`user.type.${user.type}`)}</span>
      {user.type === 'USER' && typeof user.completeness === 'number' && (
        <LazyPart>
          <CompletenessBadge user={user} />
        </LazyPart>
      )}
    </div>
  );
}

export function LogoutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, prefix } = useI18n();
  return (
    <Form method="post" action={withPrefix(prefix, '/logout')}>
      <button type="submit" {...buttonLook({ variant: 'default', fullWidth })} data-testid="logout-button">
        {t('nav.logout')}
      </button>
    </Form>
  );
}

/** The unread messages' count beside «Messages», kept live by the message event stream (decision 029). */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useI18n();
  if (count <= 0) return null;
  return (
    // role="img": a labelled element needs a role that takes a name (valid HTML, issue 18); the number is its picture.
    <span {...badgeLook({ color: 'red', variant: 'filled', circle: count < 10, className: 'unread-badge' })} role="img" aria-label={t('nav.unread', { count })} data-testid="unread-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function Header({ user, withNav = true }: { user: TSimpleProfile | null; withNav?: boolean }) {
  const { t, prefix } = useI18n();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The person has come to the menu button: the drawer's code is fetched.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = () => setDrawerWanted(true);
  const { Drawer: MenuDrawer, ready: menuReady } = useMenuDrawer(withNav && (drawerWanted || opened));
  // An administrator has no inbox, nor a hiring manager (decision 125: their role reads no conversations).
  const inbox = user && user.type !== 'ADMIN' && (user.type !== 'COMPANY' || memberCan(user, 'messages'));
  const unread = useUnreadCount(inbox ? withPrefix(prefix, '/messages/events') : null, user?.unread_messages);
  const links = [...PUBLIC_LINKS, ...accountLinks(user)];
  // A logged-in person's links do not fit one line: the bar keeps their own ones (the other public ones stay in the
  // menu and the footer), and the menu button takes over below 62em instead of 48em. A job seeker's bar keeps
  // "Find jobs" first: searching is what they come for.
  const crowded = links.length > 7;
  const barLinks = crowded ? [...(user?.type === 'USER' ? PUBLIC_LINKS.slice(0, 1) : []), ...accountLinks(user)] : links;
  // A company owner's eight links (decision 116 added the hiring team) overflow a 1280 px bar in English: theirs take
  // over from 88em (1408 px), the menu button below it.
  const from = barLinks.length > 7 ? { visible: 'mantine-visible-from-xl', hidden: 'mantine-hidden-from-xl' } : { visible: 'mantine-visible-from-md', hidden: 'mantine-hidden-from-md' };
  const navItems = (onClick?: () => void, items = links) =>
    items.map(([path, key]) => (
      <PlainNavLink key={path} to={withPrefix(prefix, path)} className="nav-link" style={{ whiteSpace: 'nowrap' }} onClick={onClick}>
        {t(key)}
        {path === '/messages' && <UnreadBadge count={unread} />}
      </PlainNavLink>
    ));
  // Plain elements in Mantine's look (issue 18: every page renders the header; Mantine's Group, Button and ActionIcon
  // cost a good part of a page's server rendering). Mantine's `hidden-from`/`visible-from` classes keep their breakpoints.
  return (
    <header className="app-header">
      <div className="plain-container app-header__inner">
        <div className="app-header__bar">
          <div className="app-header__group" data-gap="lg">
            <PlainLink to={withPrefix(prefix, '/')} className="brand" data-testid="brand">
              {t('app.name')}
            </PlainLink>
            {withNav && (
              <nav aria-label={t('nav.main')} className={crowded ? `desktop-only ${from.visible}` : 'desktop-only'}>
                <div className="app-header__group" data-gap="4">
                  {navItems(undefined, barLinks)}
                </div>
              </nav>
            )}
          </div>
          <div className="app-header__group">
            <LanguageSwitcher />
            {user ? (
              <div className="app-header__group desktop-only">
                <UserBadge user={user} />
                <LogoutButton />
              </div>
            ) : (
              <div className="app-header__group desktop-only">
                <PlainLink to={withPrefix(prefix, '/login')} {...buttonLook({ variant: 'default' })}>
                  {t('nav.login')}
                </PlainLink>
                <PlainLink to={withPrefix(prefix, '/register')} {...buttonLook()}>
                  {t('nav.register')}
                </PlainLink>
              </div>
            )}
            {withNav && user && unread > 0 && (
              // Where the links sit in the menu, the badge stays in sight beside it.
              <PlainLink to={withPrefix(prefix, '/messages')} className={crowded ? from.hidden : 'mantine-hidden-from-sm'} data-testid="unread-link" aria-label={t('nav.unread', { count: unread })}>
                <UnreadBadge count={unread} />
              </PlainLink>
            )}
            {withNav && (
              // Not Mantine's Burger, which puts a <div> inside its <button> (invalid HTML, issue 18).
              <button type="button" className={`app-header__menu ${crowded ? from.hidden : 'mobile-only'}`} onClick={toggle} onPointerEnter={wantDrawer} onPointerDown={wantDrawer} onFocus={wantDrawer} aria-label={t('nav.menu')} aria-expanded={opened}>
                <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                  <path d={opened ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
                </svg>
              </button>
            )}
          </div>
        </div>
      </div>
      {/* On the menu button's side (Mantine mirrors `right` in RTL): the drawer covers it, so its own close button is the only one. */}
      {MenuDrawer && (
        <MenuDrawer opened={opened && menuReady} onClose={close} title={t('app.name')} position="right" size="80%" data-testid="menu-drawer">
          <div className="plain-stack" data-gap="xs">
            {user && <UserBadge user={user} onClick={close} />}
            <nav aria-label={t('nav.main')}>
              <div className="plain-stack menu-drawer__links">{navItems(close)}</div>
            </nav>
            {user ? (
              <LogoutButton fullWidth />
            ) : (
              <>
                <PlainLink to={withPrefix(prefix, '/login')} {...buttonLook({ variant: 'default' })} onClick={close}>
                  {t('nav.login')}
                </PlainLink>
                <PlainLink to={withPrefix(prefix, '/register')} {...buttonLook()} onClick={close}>
                  {t('nav.register')}
                </PlainLink>
              </>
            )}
          </div>
        </MenuDrawer>
      )}
    </header>
  );
}
