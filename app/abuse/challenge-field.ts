/** The form field that carries a solved proof-of-work challenge (base64 JSON, ALTCHA's format). */
export const SOLUTION_FIELD = "altcha"
