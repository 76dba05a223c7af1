import { Dialog, type DialogProps } from '../dialog/dialog';

/** A sheet that rises from the bottom edge; the same accessible `<dialog>` underneath. */
export function BottomSheet(props: Omit<DialogProps, 'variant'>) {
  return <Dialog {...props} variant="sheet" />;
}
