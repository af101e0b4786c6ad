import { z } from 'zod';

/** An application's stages, in the order a company usually moves it (decision 016). */
export const APPLICATION_STAGES = ['submitted', 'viewed', 'shortlisted', 'interview', 'rejected', 'hired'] as const;
export type TApplicationStage = (typeof APPLICATION_STAGES)[number];
export const ZApplicationStage = z.enum(APPLICATION_STAGES);
