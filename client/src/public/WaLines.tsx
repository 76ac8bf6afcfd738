import { dollarsToCents, formatCurrency, type WaGroup } from '@canopy/shared';

export interface WaLinesProps {
  groups: WaGroup[];
  /** While a change is on its way, or once nothing may change any more. */
  locked: boolean;
  onService: (serviceId: number, visitId: number | null, approved: boolean) => void;
  onMaterial: (materialId: number, approved: boolean) => void;
}

const money = (dollars: number | null) => formatCurrency(dollarsToCents(dollars ?? 0));

/**
 * The proposal's lines as the customer approves them (spec §4): a service with a box of its own and
 * one per visit; a material with its box. What the boxes mean is decided by the server's answer.
 */
export function WaLines({ groups, locked, onService, onMaterial }: WaLinesProps) {
  return (
    <div className="cp-wa-groups">
      {groups.map((g) => (
        <section key={g.Id} className="cp-wa-group" aria-label={g.Name}>
          <h2 className="cp-wa-group-name">{g.Name}</h2>
          <ul className="cp-wa-lines">
            {g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions).flatMap((o) => [
              ...o.ProposalItemServices.map((s) => (
                <li key={`s${s.Id}`} className="cp-wa-line">
                  <label className="cp-wa-check">
                    <input
                      type="checkbox"
                      checked={s.Approved}
                      disabled={locked}
                      onChange={(e) => onService(s.Id, null, e.target.checked)}
                    />
                    <span className="cp-wa-name">Approve {s.ServiceName}</span>
                    <span className="cp-wa-cost">{money(s.Cost)}</span>
                  </label>
                  {s.Description && <p className="cp-dim cp-wa-desc">{s.Description}</p>}
                  {s.Visits.length > 1 && (
                    <ul className="cp-wa-visits" aria-label={`Visits of ${s.ServiceName}`}>
                      {s.Visits.map((v) => (
                        <li key={v.Id}>
                          <label className="cp-wa-check">
                            <input
                              type="checkbox"
                              checked={v.Approved}
                              disabled={locked}
                              onChange={(e) => onService(s.Id, v.Id, e.target.checked)}
                            />
                            <span className="cp-wa-name">{v.Title}</span>
                            {s.PerVisitCost !== null && (
                              <span className="cp-wa-cost">{money(s.PerVisitCost)}</span>
                            )}
                          </label>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              )),
              ...o.ProposalItemMaterials.map((m) => (
                <li key={`m${m.Id}`} className="cp-wa-line">
                  <label className="cp-wa-check">
                    <input
                      type="checkbox"
                      checked={m.Approved}
                      disabled={locked}
                      onChange={(e) => onMaterial(m.Id, e.target.checked)}
                    />
                    <span className="cp-wa-name">Approve {m.MaterialName}</span>
                    <span className="cp-wa-cost">{money(m.Cost)}</span>
                  </label>
                </li>
              )),
            ])}
          </ul>
        </section>
      ))}
    </div>
  );
}
