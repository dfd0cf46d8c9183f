'use client';

import { Toaster as Sonner } from 'sonner';
import {
  TOAST_AUTO_CLOSE_MS,
  TOAST_GAP_PX,
  TOAST_OFFSET_PX,
  TOAST_POSITION,
  TOAST_THEME,
  TOAST_VISIBLE_TOASTS,
  TOAST_WIDTH_PX,
} from '@/lib/constants';

/**
 * The app's one toast layer, as the brief sets it: top-right, light, closes itself after 5000 ms, pauses while
 * hovered or while the window is out of focus, and is dismissed by a swipe.
 */
export function Toaster() {
  return (
    <Sonner
      position={TOAST_POSITION}
      theme={TOAST_THEME}
      duration={TOAST_AUTO_CLOSE_MS}
      visibleToasts={TOAST_VISIBLE_TOASTS}
      gap={TOAST_GAP_PX}
      offset={TOAST_OFFSET_PX}
      closeButton
      richColors
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as React.CSSProperties}
    />
  );
}
