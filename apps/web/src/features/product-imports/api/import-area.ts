/**
 * Who runs an import, and so the API it goes to (decision 175): the staff under /admin (every product), a seller
 * under /seller (their shops' products; the server scopes every request, another seller's import answers 404).
 */
export type ImportArea = 'admin' | 'seller';
