import type { TApiModule } from '../../module.ts';
import { mailDeps, mailSchedule } from '../delivery/scheduled-mail.ts';
import { weeklyRecommendationMails } from './mail.ts';
import { recommendationRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: recommendationRoutes, schedules: [mailSchedule(weeklyRecommendationMails, mailDeps)] };
