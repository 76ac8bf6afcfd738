import { ModalsHost } from '../../ui/ModalsHost';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/**
 * The app's toasts and the dialogs opened from code (`confirm`). Both come after the first screen
 * (see App): toasts shown before they mount wait in Mantine's store and appear when they do.
 */
export function Overlays() {
  return (
    <>
      <ModalsHost />
      <Notifications position="bottom-right" classNames={{ root: 'canopy-toasts' }} limit={5} />
    </>
  );
}
