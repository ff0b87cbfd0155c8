import { useSession } from './session.ts';

/** The shop the operator works in: part of every query key, so a switch never shows another shop's data. */
export function useTenant(): number {
  return useSession()?.tenant ?? 0;
}
