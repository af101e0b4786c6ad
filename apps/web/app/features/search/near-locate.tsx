import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonLook } from '../../components/plain.tsx';
import { useI18n } from '../../i18n/index.ts';
import { searchHref, type TSearchParam } from './search-params.ts';

/**
 * "Use my current location" (decision 137): the browser's position, when the person allows it, as the point the
 * search is near, nearest first. It needs scripts and the browser's permission, so it comes in a chunk of its own
 * once the person comes to the filters near a place (decision 163: the first load of /find-jobs stays within its
 * budget).
 */
export default function NearLocate({ path, params }: { path: string; params: Partial<Record<TSearchParam, string>> }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const locate = () => {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        void navigate(searchHref(path, params, { near_lat: coords.latitude.toFixed(3), near_lng: coords.longitude.toFixed(3), near_city: undefined, sort: 'distance' }));
      },
      () => setLocating('failed'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return (
    <>
      <button type="button" {...buttonLook({ variant: 'subtle', size: 'compact-sm', loading: locating === 'busy' })} onClick={locate} data-testid="near-my-location">
        {locating === 'busy' ? t('search.near.locating') : t('search.near.myLocation')}
      </button>
      {locating === 'failed' && (
        <p className="search-dimmed" role="status">
          {t('search.near.locationFailed')}
        </p>
      )}
    </>
  );
}
