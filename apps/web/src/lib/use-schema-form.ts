import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

type MessageKeys = Partial<z.core.ParseContext<z.core.$ZodIssue>>;

/**
 * A react-hook-form form validated by a zod schema whose issues carry message keys
 * (`zodMessageKeys`, `accountMessageKeys`), starting from `defaultValues`.
 */
export function useSchemaForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  messageKeys: MessageKeys,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> {
  return useForm<T>({ resolver: zodResolver(schema, messageKeys), defaultValues });
}
