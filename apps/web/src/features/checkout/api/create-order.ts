import { type CreateOrderAnswer, CreateOrderAnswerSchema, type OrderRequestInput } from '@shop/contract';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * order/ajaxCreateNew with the cart's idempotency key: a retry of the same request (a double
 * click, a second tab, a lost answer) gets the first answer back instead of a second order.
 * Throws the ApiError of a refusal (422 fieldErrors, 4xx operationError).
 */
export function createOrder(request: OrderRequestInput, idempotencyKey: string): Promise<CreateOrderAnswer> {
  return apiCall('order/ajaxCreateNew', request, {
    schema: CreateOrderAnswerSchema,
    // The cart always has a key while it has items; without one the server still takes the order.
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
}
