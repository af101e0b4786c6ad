/** Endpoints of this feature (decision 018): one group per resource, admin endpoints in their own group. */
export const deliveryEndpoints = {} as const;
