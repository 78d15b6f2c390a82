/// A synthetic OpenAPI 3.0 document of REST resources, grown until it holds `targetBytes`: each
/// resource has a list, create, read, update and delete operation and four schemas, so the
/// generator's work per MB resembles a real service's.
enum OpenAPIDocumentText {
    static func text(targetBytes: Int) -> String {
        var paths: [String] = []
        var schemas: [String] = []
        var index = 0
        var size = 0
        while size < targetBytes {
            let resource = Resource(index: index)
            let path = resource.paths
            let schema = resource.schemas
            paths.append(path)
            schemas.append(schema)
            size += path.utf8.count + schema.utf8.count
            index += 1
        }
        return """
        openapi: 3.0.3
        info:
          title: Synthetic commerce API
          version: 1.0.0
        servers:
          - url: https://api.example.com/v1
        paths:
        \(paths.joined())components:
          schemas:
            Problem:
              type: object
              required: [code, message]
              properties:
                code: { type: string }
                message: { type: string }

        \(schemas.joined())
        """
    }
}

/// One REST resource: `/<name>s` and `/<name>s/{id}`, and its schemas.
private struct Resource {
    let name: String
    let type: String
    /// A property that refers to an earlier resource's schema, as real models refer to each other.
    let owner: String

    init(index: Int) {
        type = Resource.typeName(index)
        name = type.prefix(1).lowercased() + type.dropFirst()
        owner = index >= 7 ? "\n        owner: { $ref: '#/components/schemas/\(Resource.typeName(index - 7))' }" : ""
    }

    static func typeName(_ index: Int) -> String {
        "\(Topic.all[index % Topic.all.count].noun)\(index / Topic.all.count)"
    }

    var paths: String {
        """
          /\(name)s:
            get:
              operationId: list\(type)s
              summary: Lists \(type) items, newest first, page by page.
              parameters:
                - { name: cursor, in: query, required: false, schema: { type: string } }
                - { name: limit, in: query, required: false, schema: { type: integer, format: int32, minimum: 1, maximum: 100 } }
                - { name: status, in: query, required: false, schema: { $ref: '#/components/schemas/\(type)Status' } }
              responses:
                '200':
                  description: A page of \(type) items.
                  content: { application/json: { schema: { $ref: '#/components/schemas/\(type)Page' } } }
                default:
                  description: A problem.
                  content: { application/json: { schema: { $ref: '#/components/schemas/Problem' } } }
            post:
              operationId: create\(type)
              summary: Creates a \(type).
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: '#/components/schemas/\(type)Input' } } }
              responses:
                '201':
                  description: The new \(type).
                  content: { application/json: { schema: { $ref: '#/components/schemas/\(type)' } } }
                '422':
                  description: The input was not valid.
                  content: { application/json: { schema: { $ref: '#/components/schemas/Problem' } } }
          /\(name)s/{id}:
            parameters:
              - { name: id, in: path, required: true, schema: { type: string, format: uuid } }
            get:
              operationId: get\(type)
              responses:
                '200':
                  description: The \(type).
                  content: { application/json: { schema: { $ref: '#/components/schemas/\(type)' } } }
                '404':
                  description: No such \(type).
            put:
              operationId: update\(type)
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: '#/components/schemas/\(type)Input' } } }
              responses:
                '200':
                  description: The updated \(type).
                  content: { application/json: { schema: { $ref: '#/components/schemas/\(type)' } } }
            delete:
              operationId: delete\(type)
              responses:
                '204':
                  description: Deleted.

        """
    }

    var schemas: String {
        """
            \(type)Status:
              type: string
              enum: [draft, active, archived, deleted]
            \(type):
              type: object
              description: A \(type) as the service stores it.
              required: [id, title, status, createdAt]
              properties:
                id: { type: string, format: uuid }
                title: { type: string, maxLength: 200 }
                summary: { type: string, nullable: true }
                status: { $ref: '#/components/schemas/\(type)Status' }
                createdAt: { type: string, format: date-time }
                updatedAt: { type: string, format: date-time }
                quantity: { type: integer, format: int32 }
                price: { type: number, format: double }
                tags: { type: array, items: { type: string } }\(owner)
                attributes: { type: object, additionalProperties: { type: string } }
            \(type)Input:
              type: object
              required: [title]
              properties:
                title: { type: string, maxLength: 200 }
                summary: { type: string }
                status: { $ref: '#/components/schemas/\(type)Status' }
                quantity: { type: integer, format: int32 }
                price: { type: number, format: double }
                tags: { type: array, items: { type: string } }
            \(type)Page:
              type: object
              required: [items]
              properties:
                items: { type: array, items: { $ref: '#/components/schemas/\(type)' } }
                nextCursor: { type: string }

        """
    }
}
