import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that opens a panel below it (the header's products and language menus): whether it
 * is open, the panel's id and the handlers of the element holding both. A pointer down outside
 * that element, leaving it with Tab, or Escape inside it closes the panel; Escape puts the focus
 * back on the button.
 */
export function useDisclosure<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<Root>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  /** Closes the panel and puts the focus back on its button. */
  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  /** Escape closes an open panel; answers whether it did (the key is then spent). */
  const closeOnEscape = (event: KeyboardEvent): boolean => {
    if (event.key !== 'Escape' || !open) return false;
    event.stopPropagation();
    closeToButton();
    return true;
  };

  /** Focus leaving the element that holds the button and the panel closes the panel. */
  const onBlur = (event: FocusEvent) => {
    if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  /** The button's state and toggle: spread on the `<button type="button">`. */
  const buttonProps = {
    ref: button,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((o) => !o),
  };

  return { open, setOpen, panelId, root, closeToButton, closeOnEscape, onBlur, buttonProps };
}
