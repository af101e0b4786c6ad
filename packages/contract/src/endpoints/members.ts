import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZAcceptInvitation, ZMemberInvitationInput, ZInvitationPreview, ZInvitationQuery, ZJoinedCompany, ZMember, ZMemberParams, ZMembers, ZMemberUpdate, ZPendingInvitation, ZMemberDigest, ZMemberDigestInput } from '../members.ts';

const tags = ['company'] as const;

/**
 * A company's hiring team (decision 116). API module: modules/members. Only owners change the team; every member
 * reads it. A member of another company, or none, is 404 as everywhere.
 */
export const membersEndpoints = {
  companyMembers: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/company/members',
      access: ['COMPANY'],
      response: ZMembers,
      tags,
      summary: "The company's members with their roles; owners also get the pending invitations and the jobs they may share with a viewer",
    }),
    invite: endpoint({
      method: 'POST',
      path: '/api/v1/company/members/invitations',
      access: ['COMPANY'],
      body: ZMemberInvitationInput,
      response: ZPendingInvitation,
      status: 201,
      errors: [409],
      tags,
      summary: 'Invite a colleague by email (owners): a signed link good once for 7 days, mailed in the inviter’s language; inviting the same email again replaces the open invitation',
    }),
    revoke: endpoint({
      method: 'DELETE',
      path: '/api/v1/company/members/invitations/:id',
      access: ['COMPANY'],
      params: ZMemberParams,
      response: z.null(),
      errors: [404],
      tags,
      summary: 'Withdraw a pending invitation (owners): its link stops working',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/v1/company/members/:id',
      access: ['COMPANY'],
      stepUp: true,
      params: ZMemberParams,
      body: ZMemberUpdate,
      response: ZMember,
      errors: [404, 409],
      tags,
      summary: "Change a member's role and a viewer's shared jobs (owners); making another member owner hands the company over. The last owner stays owner (409)",
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/v1/company/members/:id',
      access: ['COMPANY'],
      params: ZMemberParams,
      response: z.null(),
      errors: [404, 409],
      tags,
      summary: 'Remove a member (owners), or leave the company (any member, their own id): their sessions end at once. The last owner cannot leave (409)',
    }),
  },
  memberDigest: {
    set: endpoint({
      method: 'PUT',
      path: '/api/v1/company/members/me/digest',
      access: ['COMPANY'],
      body: ZMemberDigestInput,
      response: ZMemberDigest,
      tags,
      summary: "Turn the caller's daily digest of new applicants to their jobs on or off (any member; decision 126)",
    }),
  },
  companyInvitations: {
    preview: endpoint({
      method: 'GET',
      path: '/api/v1/company/invitations',
      access: 'public',
      query: ZInvitationQuery,
      response: ZInvitationPreview,
      errors: [404, 409, 410],
      tags,
      summary: "What an invitation link offers (the company, the role, the invited email), for the link's landing page",
      description: 'A link changed or withdrawn is 404, one used already 409, one past its 7 days 410: each with a message in the caller’s language.',
    }),
    accept: endpoint({
      method: 'POST',
      path: '/api/v1/company/invitations/accept',
      access: ['COMPANY'],
      body: ZAcceptInvitation,
      response: ZJoinedCompany,
      errors: [404, 409, 410],
      tags,
      summary: 'Join the company of an invitation with the logged-in COMPANY account (one that belongs to no company and has the invited email)',
      description:
        'A link changed or withdrawn is 404; used already 409; past its 7 days 410; another email, or an account that already belongs to a company, 403. Nobody joins then. ' +
        'A new account joins by registering with the link: `invitation` in POST /api/v1/auth/register.',
    }),
  },
} as const;
