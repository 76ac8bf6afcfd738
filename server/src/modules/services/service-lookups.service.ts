import {
  CatalogueStatusList,
  PricingOptionList,
  ReportOptionList,
  ServiceClassificationList,
  ServiceGroupList,
  ServicePricingGroupList,
  ServiceTypeList,
  type IdName,
  type SaveServiceGroupContents,
  type ServiceGroupWithContent,
  type ServiceLookups,
  type ServiceVisitOption,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { ValidationError } from '../../platform/errors';
import { settingsListsRepo } from '../settings-lists/settings-lists.repo';
import type { ListTableName } from '../settings-lists/settings-lists.definitions';
import { companySettings } from './company-settings';
import { servicesRepo } from './services.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { serviceAccess as access } from './services.access';

const MANAGE_PRICING_OPTIONS: IdName[] = [
  { Id: 1, Name: 'Dollars' },
  { Id: 2, Name: 'Percentage' },
];

/** The pick lists of the service screens, service codes and visits, and the groups' managed content. */
export function serviceLookupsService(db: Db) {
  const repo = servicesRepo(db);
  const list = async (table: ListTableName): Promise<IdName[]> =>
    (await settingsListsRepo(db).items(table)).map((r) => ({ Id: r.id, Name: r.name }));

  async function groups(on: Db = db): Promise<ServiceGroupWithContent[]> {
    const contents = await servicesRepo(on).groupContents();
    return ServiceGroupList.map((g) => ({
      ...g,
      Content: contents.find((c) => c.service_group_id === g.Id)?.content ?? '',
    }));
  }

  return {
    groups,

    async lookups(): Promise<ServiceLookups> {
      const [units, categories, labels, reasons, tables, recurrenceMax] = await Promise.all([
        list('service_units'),
        list('service_categories'),
        list('service_proposal_labels'),
        list('inactive_reasons'),
        repo.priceTables(),
        companySettings(db).recurrenceMax(),
      ]);
      return {
        ServiceGroups: ServiceGroupList,
        ServiceTypes: ServiceTypeList,
        Statuses: CatalogueStatusList,
        PricingOptions: PricingOptionList,
        ManagePricingOptions: MANAGE_PRICING_OPTIONS,
        Classifications: ServiceClassificationList,
        ReportOptions: ReportOptionList,
        ServicePricingGroups: ServicePricingGroupList,
        Units: units,
        Categories: categories,
        ProposalLabels: labels,
        InactiveReasons: reasons,
        PricingTables: tables.map((t) => ({ Id: t.id, Name: t.name })),
        RecurrenceMax: recurrenceMax,
      };
    },

    reportOptions: () => ReportOptionList,

    async codes(): Promise<string[]> {
      return (await repo.codes()).map((r) => r.service_code!);
    },

    async visits(serviceId?: number): Promise<ServiceVisitOption[]> {
      return (await repo.visitOptions(serviceId)).map((v) => ({
        Id: v.id,
        ServiceId: v.service_id,
        ServiceName: v.service_name,
        Title: v.title,
        ServiceCode: v.service_code,
      }));
    },

    /** Saves the text of the groups sent (blank text clears it); groups not sent keep theirs. */
    async saveGroups(auth: AuthContext, req: SaveServiceGroupContents): Promise<ServiceGroupWithContent[]> {
      requireClaim(auth, access.editGroups);
      const unknown = req.filter((g) => !ServiceGroupList.some((l) => l.Id === g.Id)).map((g) => g.Id);
      if (unknown.length)
        throw new ValidationError({ Id: [`Unknown service group: ${unknown.join(', ')}.`] });
      const ids = req.map((g) => g.Id);
      if (new Set(ids).size !== ids.length) throw new ValidationError({ Id: ['A group is listed twice.'] });
      await db.transaction().execute(async (trx) => {
        for (const g of req) await servicesRepo(trx).saveGroupContent(g.Id, g.Content?.trim() ?? '');
      });
      return groups();
    },
  };
}
export type ServiceLookupsService = ReturnType<typeof serviceLookupsService>;
