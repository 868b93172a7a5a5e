// The shop's promises in the Terms, in one place. Durations the law sets are
// named after the law: the Electronic Communications and Transactions Act
// (ECTA) and the Consumer Protection Act (CPA).

/** ECTA s44: a consumer may cancel within 7 days after receiving the goods. */
export const COOLING_OFF_DAYS = 7
/** ECTA s44(2): the refund is due within 30 days of the cancellation. */
export const REFUND_WITHIN_DAYS = 30
/** ECTA s46: an order is carried out within 30 days unless agreed otherwise. */
export const LATEST_DELIVERY_DAYS = 30
/** CPA s56: defective goods may be returned within six months of delivery. */
export const DEFECT_RETURN_MONTHS = 6
/** Our own promise: a paid order leaves us within this many working days. */
export const DISPATCH_WORKING_DAYS = 5
/** Requests about personal information (access, correction, erasure) answered within. */
export const PRIVACY_REQUEST_DAYS = 30

/** When the Privacy, Terms and Contact texts last changed. */
export const LEGAL_TEXTS_UPDATED = "26 November 2026"
