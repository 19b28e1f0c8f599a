/* Carrier shipments and their status notices (migration 0047, decision 0320). */
type Timestamp = string;

export interface ShipmentsTable {
  id: string;
  order_id: string;
  carrier: string;
  tracking_code: string;
  label_url: string;
  fee: number;
  /** The goods' value declared to the carrier for insurance (migration 0058, decision 0322). */
  declared_value: number;
  state: 'creating' | 'active' | 'cancelled';
  carrier_status: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CarrierEventsTable {
  id: string;
  carrier: string;
  event_key: string;
  tracking_code: string;
  carrier_status: string;
  outcome: string;
  payload: string;
  created_at: Timestamp;
}

export interface ShipmentTables {
  shipments: ShipmentsTable;
  carrier_events: CarrierEventsTable;
}
