import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';

/** The app's one toast outlet; sonner's defaults (bottom right, 4 s, up to 3 visible). */
export function Toaster(props: ToasterProps) {
  return <SonnerToaster {...props} />;
}
