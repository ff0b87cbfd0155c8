import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import styles from './ui.module.css';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  /** 'alertdialog' for a confirmation of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
};

/** A centred dialog: focus is trapped and restored; Escape and a click outside close it. */
export function Modal({ isOpen, onOpenChange, title, children, role = 'dialog' }: Props) {
  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog} role={role}>
          <Heading slot="title">{title}</Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.dialogActions}>{children}</div>;
}
