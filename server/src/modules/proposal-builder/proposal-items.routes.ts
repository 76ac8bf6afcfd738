import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddServiceItemLine,
  Builder,
  ConflictOf,
  ErrorBody,
  GroupOptions,
  ProposalItemMaterial,
  ProposalItemService,
  ProposalTargetParams,
  SaveEditedCost,
  SaveGroups,
  SaveItemEquipment,
  SaveProposalItemMaterial,
  SaveProposalItemService,
  SaveServiceGroupOrder,
  SaveServiceItemLines,
  SaveShowPricing,
} from '@canopy/shared';
import { Type } from 'typebox';
import { Bounds } from '@canopy/shared';
import { builderAccess } from './proposal-builder.access';
import type { ProposalGroupsService } from './proposal-groups.service';
import type { ProposalItemsService } from './proposal-items.service';

const { edit } = builderAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Proposal builder'];
const one = { 200: Builder, ...errors };
const params = ProposalTargetParams;

/** The builder's saves: the edit forms of services and materials, their finer parts, and the groups. */
export const proposalItemsRoutes =
  (items: ProposalItemsService, groups: ProposalGroupsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.put(
      '/proposals/ProposalItemService/:proposalId',
      {
        config: edit,
        schema: {
          tags,
          params,
          body: SaveProposalItemService,
          response: { ...one, 409: ConflictOf(ProposalItemService) },
        },
      },
      async (req) => items.saveService(req.auth, req.params.proposalId, req.body),
    );
    app.put(
      '/proposals/ProposalItemMaterial/:proposalId',
      {
        config: edit,
        schema: {
          tags,
          params,
          body: SaveProposalItemMaterial,
          response: { ...one, 409: ConflictOf(ProposalItemMaterial) },
        },
      },
      async (req) => items.saveMaterial(req.auth, req.params.proposalId, req.body),
    );
    app.put(
      '/proposals/ProposalItemServiceServiceItem/edited-cost',
      { config: edit, schema: { tags, body: SaveEditedCost, response: one } },
      async (req) => items.saveEditedCost(req.auth, req.body),
    );
    app.put(
      '/proposals/ProposalItemServiceServiceItem/:proposalId',
      { config: edit, schema: { tags, params, body: SaveServiceItemLines, response: one } },
      async (req) => items.saveLines(req.auth, req.params.proposalId, req.body),
    );
    app.post(
      '/proposals/ProposalItemServiceServiceItem',
      { config: edit, schema: { tags, body: AddServiceItemLine, response: one } },
      async (req) => items.addLine(req.auth, req.body),
    );
    app.put(
      '/proposals/proposalItemServiceEquipment/:proposalId',
      { config: edit, schema: { tags, params, body: SaveItemEquipment, response: one } },
      async (req) => items.saveEquipment(req.auth, req.params.proposalId, req.body),
    );
    app.put(
      '/proposals/ProposalServiceGroup/:proposalId',
      { config: edit, schema: { tags, params, body: SaveServiceGroupOrder, response: one } },
      async (req) => groups.serviceGroupOrder(req.auth, req.params.proposalId, req.body),
    );
    app.post(
      '/proposals/GroupOptions',
      { config: edit, schema: { tags, body: GroupOptions, response: one } },
      async (req) => groups.group(req.auth, req.body),
    );
    app.post(
      '/proposals/:proposalId/Ungroup/:id',
      {
        config: edit,
        schema: { tags, params: Type.Object({ proposalId: Bounds.Id(), id: Bounds.Id() }), response: one },
      },
      async (req) => groups.ungroup(req.auth, req.params.proposalId, req.params.id),
    );
    app.post(
      '/proposals/groups/:proposalId',
      { config: edit, schema: { tags, params, body: SaveGroups, response: one } },
      async (req) => groups.saveGroups(req.auth, req.params.proposalId, req.body),
    );
    app.post(
      '/proposals/groups/update-show-pricing/:proposalId',
      { config: edit, schema: { tags, params, body: SaveShowPricing, response: one } },
      async (req) => groups.showPricing(req.auth, req.params.proposalId, req.body),
    );
  };
