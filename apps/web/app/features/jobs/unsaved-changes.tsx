import { useCallback, useContext, useEffect, useId, useRef } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { type Blocker, type BlockerFunction, UNSAFE_DataRouterContext as DataRouterContext, UNSAFE_DataRouterStateContext as DataRouterStateContext, useLocation } from 'react-router';
import { useI18n } from '../../i18n/index.ts';

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/**
 * React Router's `useBlocker`, on the router's own blockers (`getBlocker`/`deleteBlocker`, read back from its state), kept
 * here rather than imported: an import of `useBlocker` puts it in the framework chunk that every page loads, and this
 * form is its only user (decision 094). The site has no basename, so the locations are compared as they are.
 */
function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(DataRouterContext)?.router;
  const blockers = useContext(DataRouterStateContext)?.blockers;
  const key = useId();
  useEffect(() => {
    router?.getBlocker(key, shouldBlock);
    return () => router?.deleteBlocker(key);
  }, [router, key, shouldBlock]);
  return blockers?.get(key) ?? IDLE;
}

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
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => dirty.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
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
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
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
