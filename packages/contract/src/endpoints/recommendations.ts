import { endpoint } from '../endpoint.ts';
import { ZApplicationsPageQuery, ZPagedList } from '../applications.ts';
import { ZJobCard } from '../search.ts';
import {
  RECOMMENDATIONS_MAX,
  ZDismissState,
  ZRecommendationMail,
  ZRecommendationMailInput,
  ZRecommendationParams,
  ZRecommendations,
  ZRecommendationsQuery,
} from '../recommendations.ts';

const tags = ['recommended jobs'] as const;

/** Jobs recommended from the CV (issue 50 §1, decision 139). API module: modules/recommendations. */
export const recommendationsEndpoints = {
  recommendations: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/user/recommended-jobs',
      access: ['USER'],
      query: ZRecommendationsQuery,
      response: ZRecommendations,
      tags,
      summary: `Live jobs recommended from the job seeker's CV, best match first (at most ${RECOMMENDATIONS_MAX}), each with its score and strongest reasons`,
      description:
        'Jobs of the occupations of the desired job title and past job titles (then near ones), in the CV\'s city or remote, ranked by the match score applications use ' +
        '(decision 016); never a job applied to or dismissed; a job of a dismissed job\'s occupation or company ranks lower. `missing_sections` names the one or two parts ' +
        'of the profile that would help most.',
    }),
    dismissed: endpoint({
      method: 'GET',
      path: '/api/v1/user/recommended-jobs/dismissed',
      access: ['USER'],
      query: ZApplicationsPageQuery,
      response: ZPagedList(ZJobCard),
      tags,
      summary: 'The jobs the job seeker said "not interested" to, the latest first, 20 a page (each may be undone)',
    }),
    dismiss: endpoint({
      method: 'POST',
      path: '/api/v1/user/recommended-jobs/:jobId/dismiss',
      access: ['USER'],
      params: ZRecommendationParams,
      response: ZDismissState,
      errors: [404],
      tags,
      summary: '"Not interested": the job is never recommended again and jobs like it rank lower (twice is harmless; a job that is not live: 404)',
    }),
    undismiss: endpoint({
      method: 'DELETE',
      path: '/api/v1/user/recommended-jobs/:jobId/dismiss',
      access: ['USER'],
      params: ZRecommendationParams,
      response: ZDismissState,
      tags,
      summary: 'Undo "not interested" (harmless when it was not dismissed)',
    }),
    mail: endpoint({
      method: 'PUT',
      path: '/api/v1/user/recommended-jobs/mail',
      access: ['USER'],
      body: ZRecommendationMailInput,
      response: ZRecommendationMail,
      tags,
      summary: "Turn the weekly mail of recommended jobs on or off (in the X-locale's language)",
    }),
  },
};
