import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@comanda/domain/auth/user-schema';
import { Logo } from '../../components/ui/logo';
import { MenuList } from './side-menu';

type MobileMenuProps = { user: User; open: boolean; onOpenChange: (open: boolean) => void };

/** Slide-over menu for small screens; closes with its button, Escape, a backdrop tap or a navigation. */
export function MobileMenu({ user, open, onOpenChange }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/40 lg:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl focus:outline-none lg:hidden"
          aria-describedby={undefined}
          data-testid="mobile-menu"
        >
          <div className="mb-6 flex items-center justify-between">
            <Logo />
            <Dialog.Close
              className="rounded-lg p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
              aria-label={t('nav.closeMenu')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('nav.main')}</Dialog.Title>
          <MenuList user={user} variant="drawer" onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
