// The size of a dialog: the whole screen on a phone, `size` from the md breakpoint up. Given to Chakra as one
// value, not a responsive object: with `{ base: 'full', md: 'lg' }` the 'full' size's height and square corners
// stay at every width (only the width is overridden), so desktop dialogs would fill the screen's height.
import { useBreakpointValue } from '@chakra-ui/react';

export type DialogSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export function usePhoneFullDialogSize(size: DialogSize): DialogSize | 'full' {
  return useBreakpointValue<DialogSize | 'full'>({ base: 'full', md: size }, { ssr: false }) ?? size;
}
