import { Settings } from 'react-feather';
import { useTranslation } from '../i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { selectLayout, setCustomizerOpen } from '../theme/layout.slice.ts';
import { lazyWhenOpen } from '../ui/lazy-when-open.tsx';

// The panel (every setting) loads the first time it opens; the cog that opens it shows at once.
const CustomizerPanel = lazyWhenOpen(
  () => import('./customizer-panel.tsx').then((m) => m.CustomizerPanel),
  (props) => props.show,
);

/** Changes the look live; opened from the user menu or the floating cog when enabled. */
export function Customizer() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const layout = useSelector(selectLayout);

  return (
    <>
      {layout.customizerButton && !layout.customizerOpen && (
        <button
          type="button"
          className="btn btn-primary customizer-toggle"
          onClick={() => dispatch(setCustomizerOpen(true))}
          aria-label={t('frame.customizer.open')}
        >
          <Settings size={16} className="spinner-cog" aria-hidden="true" />
        </button>
      )}
      <CustomizerPanel show={layout.customizerOpen} />
    </>
  );
}
