import {
  type ChangePasswordBody,
  type GetEmailAnswer,
  GetEmailAnswerSchema,
  StatusOkAnswerSchema,
} from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { saveAccountType } from '../../../stores/account-type.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export const userEmailKey = (tenantId: number, username: string | null) => ['user-email', tenantId, username] as const;

/** user/ajaxGetEmail: the user's e-mail (null when none) and whether the password is temporary. */
export function useUserEmail(enabled = true) {
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const tenantId = useAuthStore((s) => s.tenantId);
  const username = useAuthStore((s) => s.username);
  return useQuery({
    queryKey: userEmailKey(tenantId, username),
    queryFn: (): Promise<GetEmailAnswer> => apiCall('user/ajaxGetEmail', {}, { schema: GetEmailAnswerSchema }),
    enabled: enabled && loggedIn && !isProcessing,
    staleTime: 60_000,
  });
}

/** user/ajaxChangeEmail; 422 fieldErrors 'identical' / 'email_in_use' come as an ApiError. */
export async function changeEmail(newEmail: string, temporaryPassword: boolean): Promise<void> {
  await apiCall('user/ajaxChangeEmail', { newEmail, temporaryPassword }, { schema: StatusOkAnswerSchema });
}

/** user/ajaxChangePassword; 422 fieldErrors 'pass_incorrect' / 'identical'. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiCall('user/ajaxChangePassword', body, { schema: StatusOkAnswerSchema });
}

/** customer/ajaxChangeNewsletterSetting */
export async function changeNewsletter(allowNewsletter: boolean): Promise<void> {
  await apiCall('customer/ajaxChangeNewsletterSetting', { allowNewsletter }, { schema: StatusOkAnswerSchema });
}

/** customer/ajaxChangeCustomerType: the account's type (private or business), shown once saved. */
export function saveCustomerType(privateCustomer: boolean): Promise<void> {
  return saveAccountType(privateCustomer);
}
