import { toast } from 'sonner';

/** Toast durations follow the spec: 3 s by default, closable (see the Toaster in providers). */
export const TOAST_DURATION_MS = 3000;

type ToastInput = { title: string; description?: string };

export const notify = {
  success: ({ title, description }: ToastInput) => toast.success(title, { description }),
  error: ({ title, description }: ToastInput) => toast.error(title, { description }),
  info: ({ title, description }: ToastInput) => toast.info(title, { description }),
};
