import {
  centsToDollars,
  defaultCoverLetter,
  dollarsToCents,
  formatPhone,
  optionLabel,
  padProposalNumber,
  proposalStatusName,
  ServiceGroupList,
  StandardCertificationList,
  taxCents,
  type Builder,
  type FormatLine,
  type ProposalFormat,
  type ProposalItemMaterial,
  type ProposalItemService,
} from '@canopy/shared';
import { iso } from '../../platform/db';
import type { Hierarchy } from '../proposal-builder/proposal-builder.repo';
import type { FormatHeaderRow } from './proposal-format.repo';

export interface FormatParts {
  header: FormatHeaderRow;
  builder: Builder;
  serviceGroups: Hierarchy['serviceGroups'];
  certifications: { name: string; standard_certification_id: number | null }[];
  taxRateE4: number;
  company: string;
  encryptedId: string | null;
  editable: boolean;
}

const nameIn = (list: readonly { Id: number; Name: string }[], id: number, fallback: string) =>
  list.find((x) => x.Id === id)?.Name ?? fallback;
const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;
const shown = (show: boolean, dollars: number) => (show ? dollars : null);
const repName = (h: FormatHeaderRow) => [h.rep_first_name, h.rep_last_name].filter(Boolean).join(' ');

function serviceLine(s: ProposalItemService, showPricing: boolean): FormatLine {
  return {
    Kind: 'Service',
    Name: s.Service,
    Description: s.Description,
    Quantity: s.Quantity,
    Items: s.ProposalItemServiceServiceItems.map((i) => i.Name).filter(Boolean),
    Visits: s.Visits.filter((v) => v.IncludeThisYear).map((v) => v.Title),
    Price: shown(showPricing, s.Cost),
    Photos: s.Photos.map((p) => ({ Id: p.Id, Url: p.Url, Caption: p.Caption })),
  };
}

function materialLine(m: ProposalItemMaterial, showPricing: boolean): FormatLine {
  return {
    Kind: 'Material',
    Name: m.Material,
    Description: m.Description,
    Quantity: m.Quantity,
    Items: [],
    Visits: [],
    // A material's own flag hides its price even where the group shows prices.
    Price: shown(showPricing && m.ShowPricing, m.Cost),
    Photos: m.Photos.map((p) => ({ Id: p.Id, Url: p.Url, Caption: p.Caption })),
  };
}

const certificationText = (c: FormatParts['certifications'][number]) => {
  const standard = c.standard_certification_id
    ? nameIn(StandardCertificationList, c.standard_certification_id, '')
    : '';
  return standard ? `${standard} #${c.name}` : c.name;
};

/**
 * The proposal as the customer reads it, from the builder's figures (one pricing module, so the
 * page, the links and the PDF show the builder's totals to the cent) plus tax on the discounted total.
 */
export function toFormat(p: FormatParts): ProposalFormat {
  const h = p.header;
  const b = p.builder;
  const rateE4 = h.tax_exempt ? 0 : p.taxRateE4;
  const totalCents = cents(b.Total);
  const tax = taxCents(totalCents, rateE4);
  return {
    Id: h.id,
    ProposalNumber: padProposalNumber(h.proposal_number),
    StatusId: h.status_id,
    ProposalStatus: proposalStatusName(h.status_id),
    EncryptedId: p.encryptedId,
    Editable: p.editable,
    Date: iso(h.created_at)!.slice(0, 10),
    Company: p.company,
    Branch: {
      Name: h.branch_name,
      TermsAndConditions: h.terms_and_conditions,
      Phone: h.branch_phone ? formatPhone(h.branch_phone) : null,
      Fax: h.branch_fax ? formatPhone(h.branch_fax) : null,
    },
    Customer: {
      Account: h.account_name,
      Location: h.location_name,
      Address: h.address,
      City: h.city,
      State: h.state,
      Zip: h.zip,
    },
    SalesRep: {
      Name: repName(h),
      Email: h.rep_email,
      Certifications: p.certifications.map(certificationText),
    },
    CoverLetter: h.cover_letter ?? defaultCoverLetter(h.account_name, repName(h)),
    ServiceGroups: p.serviceGroups.map((sg) => ({
      Id: sg.id,
      ServiceGroupId: sg.service_group_id,
      Name: nameIn(ServiceGroupList, sg.service_group_id, 'Services'),
      Definition: sg.definition,
      Recommendation: sg.recommendation,
    })),
    Groups: b.ProposalGroups.map((g) => ({
      Id: g.Id,
      Name: g.Name,
      ServiceGroupId: g.ServiceGroupId,
      ShowPricing: g.ShowPricing,
      MultiOption: g.ProposalOptionGroups.some((og) => og.ProposalOptions.length > 1),
      Total: shown(g.ShowPricing, g.Total),
      OptionGroups: g.ProposalOptionGroups.map((og) => ({
        Id: og.Id,
        Options: og.ProposalOptions.map((o, i) => ({
          Id: o.Id,
          Label: optionLabel(i, og.ProposalOptions.length),
          Total: shown(g.ShowPricing, o.Total),
          Lines: [
            ...o.ProposalItemServices.map((s) => serviceLine(s, g.ShowPricing)),
            ...o.ProposalItemMaterials.map((m) => materialLine(m, g.ShowPricing)),
          ],
        })),
      })),
    })),
    Promotions: b.Promotions,
    Subtotal: b.Subtotal,
    Discount: b.Discount,
    TaxRate: rateE4 / 10_000,
    Tax: centsToDollars(tax),
    Total: centsToDollars(totalCents + tax),
  };
}
