import { useEffect, useState, type ReactNode } from 'react';
import type { ExternalToast } from 'sonner';
import { noticeDurations } from '../lib/notice-durations';
import { toasterProps } from './ui/toaster-props';

/**
 * The notification layer. Sonner (and its styles) load the first time a notice is needed, or when a page
 * hints that one is coming (`preloadNotifications`), so pages that never notify never download it. The
 * layer mounts the Toaster first and shows the notice on the next commit, so screen readers meet an
 * existing live region.
 */
type Sonner = typeof import('sonner');
type Show = (sonner: Sonner) => void;

let sonnerPromise: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
let onLoaded: ((sonner: Sonner) => void) | null = null;
const pending: Show[] = [];

export function preloadNotifications(): Promise<Sonner> {
  sonnerPromise ??= import('sonner');
  return sonnerPromise;
}

function enqueue(show: Show) {
  if (loaded) {
    show(loaded);
    return;
  }
  pending.push(show);
  void preloadNotifications().then((sonner) => onLoaded?.(sonner));
}

export const notify = {
  success: (title: ReactNode, options?: ExternalToast) => enqueue((s) => s.toast.success(title, options)),
  error: (title: ReactNode, options?: ExternalToast) => enqueue((s) => s.toast.error(title, options)),
};

export function NotificationLayer() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    onLoaded = setSonner;
    return () => {
      // A later layer (a remount) shows notices only once its own Toaster has subscribed.
      onLoaded = null;
      loaded = null;
    };
  }, []);

  // Runs after the Toaster below has mounted and subscribed: now queued notices can show.
  useEffect(() => {
    if (!sonner) return;
    loaded = sonner;
    for (const show of pending.splice(0)) show(sonner);
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster {...toasterProps} toastOptions={{ duration: noticeDurations.general }} />;
}
