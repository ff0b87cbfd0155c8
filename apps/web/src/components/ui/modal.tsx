import type { ReactNode } from 'react';
import { Modal as AriaModal, Button, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons.tsx';
import styles from './modal.module.css';

type Props = {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
};

/**
 * A centred modal dialog: focus is trapped and restored, Escape and a click outside close it.
 * Inside a react-aria DialogTrigger it needs no open state of its own.
 */
export function Modal({ isOpen, onOpenChange, title, closeLabel, children, testId }: Props) {
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog} data-testid={testId}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title">{title}</Heading>
                <Button className={styles.close} onPress={close} aria-label={closeLabel}>
                  <CloseIcon />
                </Button>
              </div>
              {children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
