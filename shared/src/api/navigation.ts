/** A node of the category navigation (catalogue spec point 2). */
export interface NavigationNode {
  readonly name: string;
  readonly link: string;
  readonly children?: readonly NavigationNode[];
}

/** `GET /api/shop/navigation/`: the brand's category tree in one language. */
export interface NavigationResponse {
  readonly nodes: readonly NavigationNode[];
}
