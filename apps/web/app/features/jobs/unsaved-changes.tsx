import { useCallback, useEffect, useRef } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker, useLocation } from 'react-router';
import { useI18n } from '../../i18n/index.ts';

/**
 * What a company typed in a step of the post-job form is never lost without being asked (section 5 of issue 43): each
 * step saves to the draft when the company moves on (Next, Back, Save draft); leaving a step any other way with
 * changes typed (a link, a step of the stepper, the browser's back button) asks first, and closing or reloading the tab
 * lets the browser ask. A change is anything typed or chosen in the form; submitting it (the form saves) or arriving at
 * another step clears it.
 */
export function useUnsavedChanges() {
  const location = useLocation();
  // A ref, not state: the blocker and the page's unload read it at the moment of leaving, and a submit clears it in
  // the same event that starts the navigation.
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = false;
  }, [location.key]);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) =>
        dirty.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, []);
  return {
    blocker,
    markDirty: () => {
      dirty.current = true;
    },
    markClean: () => {
      dirty.current = false;
    },
  };
}

/** Asks before leaving a step with changes not saved: stay (and save with Next or Save draft), or leave without them. */
export function LeaveDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useI18n();
  const opened = blocker.state === 'blocked';
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title={t('jobs.leave.title')} centered data-testid="leave-dialog">
      <Text size="sm">{t('jobs.leave.body')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" color="red" onClick={() => blocker.proceed?.()} data-testid="leave-go">
          {t('jobs.leave.go')}
        </Button>
        <Button onClick={() => blocker.reset?.()} data-autofocus data-testid="leave-stay">
          {t('jobs.leave.stay')}
        </Button>
      </Group>
    </Modal>
  );
}
