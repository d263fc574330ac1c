#!/usr/bin/env bash
# Manifest check (issue 28): validates every Kubernetes manifest under deploy/ against the JSON schemas of one
# pinned Kubernetes version, strictly (an unknown field is an error, as `kubectl apply --validate=strict` makes it),
# then checks what the schemas cannot see across resources:
#   - every YAML file parses, with no key given twice in one mapping (PyYAML would silently keep the last);
#   - every document has apiVersion, kind and metadata.name, and an apiVersion/kind that Kubernetes has at that
#     version (an API removed by then, such as autoscaling/v2beta2, is an error, not a warning);
#   - no two documents are the same object (kind, namespace, name);
#   - a Deployment's selector matches its pod template's labels;
#   - a Service's and a PodDisruptionBudget's selectors match the pods of a Deployment, and a Service's named
#     targetPort is a port those pods name;
#   - a HorizontalPodAutoscaler's scaleTargetRef names a Deployment in these manifests, minReplicas <= maxReplicas,
#     every container of the target sets the request a Utilization target is a percentage of, and the target sets
#     no spec.replicas (the autoscaler owns the count; a `kubectl apply` would reset it);
#   - every container image is pinned: a tag other than `latest`, or a digest.
# Any problem exits 1 with a line starting `check-manifests: FAILED:`.
#
# Usage: bash Scripts/check-manifests.sh [FILE_OR_DIR...]   (default: deploy/; directories are searched for *.yaml
#        and *.yml)
#   CHECK_MANIFESTS_KUBERNETES_VERSION  the Kubernetes version to validate against (default 1.30.0)
#
# The validator is kubernetes-validate from PyPI, which bundles the schemas of Kubernetes 1.25 to 1.37, so it needs
# no network once installed. It is installed with its dependencies at pinned versions into .build/manifest-venv
# (needs python3 with venv, and PyPI) the first time, or when the pins below change.
set -euo pipefail

# Paths given on the command line are taken from the caller's directory.
targets=()
for arg in "$@"; do
    if [[ ! -e "$arg" ]]; then
        printf 'check-manifests: FAILED: no such file or directory: %s\n' "$arg" >&2
        exit 1
    fi
    targets+=("$(cd "$(dirname "$arg")" && pwd)/$(basename "$arg")")
done
cd "$(dirname "$0")/.."
if [[ ${#targets[@]} -eq 0 ]]; then targets=("$PWD/deploy"); fi

kubernetes_version="${CHECK_MANIFESTS_KUBERNETES_VERSION:-1.30.0}"
venv=.build/manifest-venv
# kubernetes-validate and everything it pulls in, at the versions this check was written against. To update, install
# the new kubernetes-validate into an empty venv and copy `pip freeze`.
requirements="kubernetes-validate==1.37.0
attrs==26.1.0
importlib_resources==7.1.0
jsonschema==4.26.0
jsonschema-specifications==2025.9.1
packaging==26.4
PyYAML==6.0.4
referencing==0.37.0
rpds-py==2026.9.1
typing_extensions==4.16.0"

if [[ ! -x "$venv/bin/python" ]] || [[ "$(cat "$venv/requirements.txt" 2>/dev/null)" != "$requirements" ]]; then
    printf 'check-manifests: installing kubernetes-validate into %s\n' "$venv"
    rm -rf "$venv"
    if ! python3 -m venv "$venv"; then
        printf 'check-manifests: FAILED: python3 -m venv did not work (on Debian: apt-get install python3-venv)\n' >&2
        exit 1
    fi
    printf '%s\n' "$requirements" >"$venv/requirements.in"
    if ! "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$venv/requirements.in"; then
        rm -rf "$venv"
        printf 'check-manifests: FAILED: could not install the pinned validator from PyPI (see pip above)\n' >&2
        exit 1
    fi
    # Written last: a half-made venv is never taken for a complete one.
    printf '%s' "$requirements" >"$venv/requirements.txt"
fi

exec "$venv/bin/python" - "$kubernetes_version" "$PWD" "${targets[@]}" <<'PYTHON'
import os
import sys

import yaml
from kubernetes_validate import utils as kv
from kubernetes_validate.version import __version__ as validator_version

kubernetes_version, root, *targets = sys.argv[1:]
problems = []


def problem(where, message):
    problems.append(f"{where}: {message}")
    print(f"  FAIL {where}: {message}")


def shown(path):
    return os.path.relpath(path, root) if path.startswith(root + os.sep) else path


class StrictLoader(yaml.SafeLoader):
    """The safe loader, refusing a key given twice in one mapping."""

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    "while constructing a mapping", node.start_mark,
                    f"found the key {key!r} twice", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


files = []
for target in targets:
    if os.path.isdir(target):
        for folder, _, names in os.walk(target):
            files += [os.path.join(folder, n) for n in names if n.endswith((".yaml", ".yml"))]
    else:
        files.append(target)
files.sort()
if not files:
    print(f"check-manifests: FAILED: no *.yaml or *.yml under {', '.join(map(shown, targets))}", file=sys.stderr)
    sys.exit(1)

print(f"check-manifests: kubernetes-validate {validator_version}, Kubernetes {kubernetes_version}, strict")
resources = []  # (where, document)
for path in files:
    try:
        with open(path, encoding="utf-8") as f:
            documents = list(yaml.load_all(f, Loader=StrictLoader))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        problem(shown(path), "does not parse as YAML: " + " ".join(str(error).split()))
        continue
    for index, document in enumerate(documents, start=1):
        if document is None:
            continue  # an empty document (a trailing ---)
        where = f"{shown(path)} (document {index})"
        if not isinstance(document, dict):
            problem(where, "is not a mapping")
            continue
        missing = [k for k in ("apiVersion", "kind") if not isinstance(document.get(k), str)]
        if not isinstance((document.get("metadata") or {}).get("name"), str):
            missing.append("metadata.name")
        if missing:
            problem(where, f"has no {', '.join(missing)}")
            continue
        where = f"{shown(path)}: {document['kind']}/{document['metadata']['name']}"
        # Checked across resources below even when its schema fails, so that one typo is one problem.
        resources.append((where, document))
        try:
            kv.validate(document, kubernetes_version, strict=True)
        except kv.ValidationError as error:
            field = ".".join(str(p) for p in error.path) or "(top level)"
            problem(where, f"{field}: {error.message}")
            continue
        except kv.SchemaNotFoundError:
            problem(where, f"Kubernetes {kubernetes_version} has no kind {document['kind']} in "
                           f"{document['apiVersion']} (a typo, or an API version removed by then?)")
            continue
        except kv.VersionNotSupportedError:
            print(f"check-manifests: FAILED: kubernetes-validate {validator_version} has no schemas for "
                  f"Kubernetes {kubernetes_version}", file=sys.stderr)
            sys.exit(1)
        except Exception as error:  # the validator's own failure (an unresolvable $ref, ...)
            problem(where, f"could not be validated: {type(error).__name__}: {error}")
            continue
        print(f"  ok   {where}")

# What the schemas cannot see: how the resources refer to each other. A document whose schema failed is checked
# too (a typo in one field should not hide the rest), but one too malformed to read is left to its schema error.
def namespace(document):
    return document["metadata"].get("namespace") or ""


def labels_match(selector, labels):
    return bool(selector) and all(labels.get(k) == v for k, v in selector.items())


def dig(value, *keys):
    for key in keys:
        value = value.get(key) if isinstance(value, dict) else None
    return value if value is not None else {}


def pod_spec(document):
    return dig(document, "spec", "template", "spec")


def pod_labels(document):
    return dig(document, "spec", "template", "metadata", "labels")


def named(document):
    return f"{document['kind']}/{document['metadata']['name']}"


deployments = [(w, d) for w, d in resources if d["kind"] == "Deployment" and d["apiVersion"] == "apps/v1"]


def pods_selected(document, selector):
    return [(w, d) for w, d in deployments
            if namespace(d) == namespace(document) and labels_match(selector, pod_labels(d))]


def check_deployment(where, document):
    selector = dig(document, "spec", "selector", "matchLabels")
    if not labels_match(selector, pod_labels(document)):
        problem(where, f"spec.selector.matchLabels {selector} does not match the pod template's labels "
                       f"{pod_labels(document)}")
    for container in pod_spec(document).get("containers", []) + pod_spec(document).get("initContainers", []):
        image = container.get("image", "")
        name_and_tag = image.split("@", 1)[0].rsplit("/", 1)[-1]
        if "@sha256:" not in image and (":" not in name_and_tag or name_and_tag.endswith(":latest")):
            problem(where, f"container {container.get('name')}: image {image!r} is not pinned "
                           f"(give a version tag, or a digest)")


def check_service(where, document):
    selector = dig(document, "spec", "selector")
    if not selector:
        return  # a Service without a selector has its endpoints managed by hand
    matched = pods_selected(document, selector)
    if not matched:
        problem(where, f"spec.selector {selector} matches the pods of no Deployment here")
        return
    port_names = {p.get("name") for _, d in matched for c in pod_spec(d).get("containers", [])
                  for p in c.get("ports", [])}
    for port in dig(document, "spec").get("ports", []):
        target = port.get("targetPort")
        if isinstance(target, str) and target not in port_names:
            problem(where, f"targetPort {target!r} is not a port name of the selected pods "
                           f"({', '.join(sorted(n for n in port_names if n)) or 'none named'})")


def check_disruption_budget(where, document):
    selector = dig(document, "spec", "selector", "matchLabels")
    if not pods_selected(document, selector):
        problem(where, f"spec.selector.matchLabels {selector} matches the pods of no Deployment here")


def check_autoscaler(where, document):
    spec, ref = dig(document, "spec"), dig(document, "spec", "scaleTargetRef")
    scaled = [d for _, d in resources
              if d["kind"] == ref.get("kind") and d["apiVersion"] == ref.get("apiVersion")
              and d["metadata"]["name"] == ref.get("name") and namespace(d) == namespace(document)]
    if not scaled:
        have = ", ".join(f"{d['apiVersion']} {named(d)}" for _, d in deployments)
        problem(where, f"scaleTargetRef names {ref.get('apiVersion')} {ref.get('kind')}/{ref.get('name')}, "
                       f"which is not in these manifests (they have: {have or 'no Deployment'})")
    minimum, maximum = spec.get("minReplicas", 1), spec.get("maxReplicas", 0)
    if minimum > maximum:
        problem(where, f"minReplicas {minimum} is above maxReplicas {maximum}")
    for target in scaled:
        if "replicas" in dig(target, "spec"):
            problem(where, f"scales {named(target)}, which sets spec.replicas: every `kubectl apply` would reset "
                           f"the autoscaler's count (leave it out)")
        for metric in spec.get("metrics", []):
            resource = dig(metric, "resource")
            if metric.get("type") != "Resource" or dig(resource, "target").get("type") != "Utilization":
                continue
            for container in pod_spec(target).get("containers", []):
                if resource.get("name") not in dig(container, "resources", "requests"):
                    problem(where, f"targets {resource.get('name')} utilisation, but container "
                                   f"{container.get('name')} of {named(target)} requests no {resource.get('name')} "
                                   f"(utilisation is a percentage of the request)")


checks = {"Deployment": check_deployment, "Service": check_service,
          "PodDisruptionBudget": check_disruption_budget, "HorizontalPodAutoscaler": check_autoscaler}
seen = {}
for where, document in resources:
    identity = (document["kind"], namespace(document), document["metadata"]["name"])
    if identity in seen:
        problem(where, f"is the same object as {seen[identity]} (same kind, namespace and name)")
    seen.setdefault(identity, where)
    try:
        checks.get(document["kind"], lambda *_: None)(where, document)
    except (AttributeError, TypeError, KeyError, ValueError) as error:
        if not any(p.startswith(where + ":") for p in problems):
            problem(where, f"could not be checked against the other resources ({type(error).__name__}: {error})")

if problems:
    print(f"check-manifests: FAILED: {len(problems)} problem{'s' if len(problems) != 1 else ''} in "
          f"{len(files)} file{'s' if len(files) != 1 else ''}:", file=sys.stderr)
    for line in problems:
        print(f"  {line}", file=sys.stderr)
    sys.exit(1)
print(f"check-manifests: {len(resources)} resources in {len(files)} file{'s' if len(files) != 1 else ''} valid "
      f"for Kubernetes {kubernetes_version}; references between them consistent")
PYTHON
