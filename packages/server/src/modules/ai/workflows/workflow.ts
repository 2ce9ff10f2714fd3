/** A link to another node's output: [node id, output index], as ComfyUI's API format writes it. */
export type WorkflowLink = [string, number];
export type WorkflowValue = string | number | boolean;
export type WorkflowInput = WorkflowValue | WorkflowLink;

export interface WorkflowNode {
  class_type: string;
  inputs: Record<string, WorkflowInput>;
  _meta?: { title: string };
}

/** A prompt in ComfyUI's API format: node id to node. */
export type Workflow = Record<string, WorkflowNode>;

export function isLink(input: WorkflowInput): input is WorkflowLink {
  return Array.isArray(input);
}

function isInput(value: unknown): value is WorkflowInput {
  if (Array.isArray(value)) {
    return value.length === 2 && typeof value[0] === "string" && Number.isInteger(value[1]);
  }
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

/** A template file checked once at load: a typo in one fails the server's start, not a render. */
export function parseTemplate(name: string, json: unknown): Workflow {
  if (typeof json !== "object" || json === null) throw new Error(`${name}: not an object`);
  const workflow: Workflow = {};
  for (const [id, node] of Object.entries(json)) {
    const { class_type, inputs, _meta } = node as Record<string, unknown>;
    if (typeof class_type !== "string" || typeof inputs !== "object" || inputs === null) {
      throw new Error(`${name}: node ${id} has no class_type or inputs`);
    }
    const checked: Record<string, WorkflowInput> = {};
    for (const [key, value] of Object.entries(inputs)) {
      if (!isInput(value)) throw new Error(`${name}: node ${id} input ${key} is not a value`);
      checked[key] = value;
    }
    const title = (_meta as { title?: unknown } | undefined)?.title;
    workflow[id] = {
      class_type,
      inputs: checked,
      ...(typeof title === "string" ? { _meta: { title } } : {}),
    };
  }
  return workflow;
}

/**
 * Sets literal inputs of one node. Only inputs the template already has as literals can be set,
 * so a wrong node id or a renamed input fails loudly instead of sending ComfyUI a broken prompt.
 */
export function setInputs(
  workflow: Workflow,
  nodeId: string,
  values: Record<string, WorkflowValue>,
): void {
  const node = workflow[nodeId];
  if (node === undefined) throw new Error(`The workflow has no node ${nodeId}`);
  for (const [key, value] of Object.entries(values)) {
    const current = node.inputs[key];
    if (current === undefined || isLink(current)) {
      throw new Error(`Node ${nodeId} (${node.class_type}) has no literal input ${key}`);
    }
    node.inputs[key] = value;
  }
}
